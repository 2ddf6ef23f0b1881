/** What other features may use from orders. */
export { AddReviewDialog } from './AddReviewDialog';
export { useOrdersQuery, type OrdersPage, type OrdersQuery } from './ordersApi';
