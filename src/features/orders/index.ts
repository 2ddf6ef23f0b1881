/** What other features may use from orders. AddReviewDialog is lazy: render it inside Suspense (preloadProps on its button start the download). */
export { AddReviewDialog } from './lazyDialogs';
export { useOrdersQuery } from './ordersApi';
