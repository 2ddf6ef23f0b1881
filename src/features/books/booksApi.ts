import { useMemo } from 'react';
import type {
  Book,
  BookCategoriesResponse,
  BookCategory,
  BookListQuery,
  BookListResponse,
  PublicReview,
  PublicReviewsResponse,
  PurchasesResponse,
} from '../../../domain/types';
import { api } from '../../app/api';
import { useAppSelector } from '../../app/hooks';
import { selectAccessToken, selectUser } from '../auth';

/** The catalogue and what the storefront reads around it. */
export const booksApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBooks: build.query<BookListResponse['data'], BookListQuery>({
      query: ({ search, category, page, limit, sort }) => ({
        url: 'books',
        // fetchBaseQuery drops undefined values; empty strings are dropped here.
        params: { search: search || undefined, category: category || undefined, page, limit, sort },
      }),
      transformResponse: (response: BookListResponse) => response.data,
      providesTags: (result) => [
        { type: 'Books' as const, id: 'LIST' },
        ...(result?.result ?? []).map((book) => ({ type: 'Books' as const, id: book._id })),
      ],
    }),
    bookCategories: build.query<BookCategory[], void>({
      query: () => 'books/categories',
      transformResponse: (response: BookCategoriesResponse) => response.data.result,
      providesTags: [{ type: 'Books', id: 'CATEGORIES' }],
    }),
    bookById: build.query<Book, string>({
      query: (id) => `books/${encodeURIComponent(id)}`,
      transformResponse: (response: { data: Book }) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Books', id }],
    }),
    relatedBooks: build.query<Book[], string>({
      query: (id) => `books/${encodeURIComponent(id)}/related`,
      transformResponse: (response: { data: { result: Book[] } }) => response.data.result,
      providesTags: [{ type: 'Books', id: 'LIST' }],
    }),
    publicReviews: build.query<PublicReview[], void>({
      query: () => 'reviews',
      transformResponse: (response: PublicReviewsResponse) => response.data.result,
      providesTags: ['Reviews'],
    }),
    myPurchases: build.query<string[], void>({
      query: () => 'purchases',
      transformResponse: (response: PurchasesResponse) => response.data.bookIds,
      providesTags: ['Orders'],
    }),
  }),
});

export const {
  useListBooksQuery,
  useBookCategoriesQuery,
  useBookByIdQuery,
  useRelatedBooksQuery,
  usePublicReviewsQuery,
  useMyPurchasesQuery,
} = booksApi;

const NO_PURCHASES: ReadonlySet<string> = new Set();

/**
 * Ids of the books the signed-in user has paid for ("Already Purchased").
 * Fetched only with a user and an access token; signed out it is always empty.
 */
export function usePurchasedBookIds(): ReadonlySet<string> {
  const user = useAppSelector(selectUser);
  const accessToken = useAppSelector(selectAccessToken);
  const signedIn = Boolean(user && accessToken);
  const { data } = useMyPurchasesQuery(undefined, { skip: !signedIn });
  const ids = signedIn ? data : undefined;
  return useMemo(() => (ids ? new Set(ids) : NO_PURCHASES), [ids]);
}
