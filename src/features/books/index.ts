/** What the books feature offers the rest of the app. Other features import from here, never from its files. */
export { useListBooksQuery, usePublicReviewsQuery, usePurchasedBookIds } from './booksApi';
