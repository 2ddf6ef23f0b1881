import { useMemo } from 'react';
import { useHydrating } from '../lib/serverPage';
import { bookCategoriesPath, bookListPath, bookPath, relatedBooksPath } from '../../domain/catalogue-requests';
import type { NotifyMeResponse } from '../../domain/schemas/stock-notify';
import type {
  Book,
  BookCategoriesResponse,
  BookCategory,
  BookListQuery,
  BookListResponse,
  PublicReview,
  PublicReviewsResponse,
  PurchasesResponse,
} from '../../domain/types';
import { api, type RequestOptions } from './api';
import { useAppSelector } from './hooks';
import { selectAccessToken, selectAuthLoading, selectUser } from './session';

/** Catalogue reads are public: sent without the access token (the HTML's preloads of them can then be used). */
const PUBLIC_READ: RequestOptions = { anonymous: true };

/** The catalogue and what the storefront reads around it. */
export const booksApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBooks: build.query<BookListResponse['data'], BookListQuery>({
      // The same URL the server preloads for the unfiltered /books (domain/catalogue-requests.ts).
      query: bookListPath,
      extraOptions: PUBLIC_READ,
      transformResponse: (response: BookListResponse) => response.data,
      providesTags: (result) => [
        { type: 'Books' as const, id: 'LIST' },
        ...(result?.result ?? []).map((book) => ({ type: 'Books' as const, id: book._id })),
      ],
    }),
    bookCategories: build.query<BookCategory[], void>({
      query: bookCategoriesPath,
      extraOptions: PUBLIC_READ,
      transformResponse: (response: BookCategoriesResponse) => response.data.result,
      providesTags: [{ type: 'Books', id: 'CATEGORIES' }],
    }),
    bookById: build.query<Book, string>({
      query: bookPath,
      extraOptions: PUBLIC_READ,
      transformResponse: (response: { data: Book }) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Books', id }],
    }),
    relatedBooks: build.query<Book[], string>({
      query: relatedBooksPath,
      extraOptions: PUBLIC_READ,
      transformResponse: (response: { data: { result: Book[] } }) => response.data.result,
      providesTags: [{ type: 'Books', id: 'LIST' }],
    }),
    publicReviews: build.query<PublicReview[], void>({
      query: () => 'reviews',
      extraOptions: PUBLIC_READ,
      transformResponse: (response: PublicReviewsResponse) => response.data.result,
      providesTags: ['Reviews'],
    }),
    /** Whether the signed-in shopper asked to be told when this book is back. */
    notifyMe: build.query<boolean, string>({
      query: (bookId) => `books/${encodeURIComponent(bookId)}/notify-me`,
      transformResponse: (response: NotifyMeResponse) => response.data.requested,
    }),
    setNotifyMe: build.mutation<boolean, { bookId: string; requested: boolean }>({
      query: ({ bookId, requested }) => ({
        url: `books/${encodeURIComponent(bookId)}/notify-me`,
        method: requested ? 'PUT' : 'DELETE',
      }),
      transformResponse: (response: NotifyMeResponse) => response.data.requested,
      async onQueryStarted({ bookId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(booksApi.util.upsertQueryData('notifyMe', bookId, data));
        } catch {
          // The mutation's own state carries the failure; the page says so.
        }
      },
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
  useNotifyMeQuery,
  useSetNotifyMeMutation,
} = booksApi;

const NO_PURCHASES: ReadonlySet<string> = new Set();

/**
 * Ids of the books the signed-in user has paid for ("Already Purchased"), or null while that is not known: while the
 * browser hydrates a page the server drew for anyone, while the session is being found, and until a signed-in
 * shopper's purchases arrive. Cards show a neutral state then, so none shows "available" and then "purchased".
 * Signed out it is empty.
 */
export function usePurchasedBookIds(): ReadonlySet<string> | null {
  const hydrating = useHydrating();
  const user = useAppSelector(selectUser);
  const accessToken = useAppSelector(selectAccessToken);
  const sessionLoading = useAppSelector(selectAuthLoading);
  const signedIn = Boolean(user && accessToken);
  // Read once the hydration is over: a store update while React hydrates (the read's pending state) re-renders the page
  // at once, and React then hydrates the rest of it in the same long task instead of in slices.
  const { data, isError } = useMyPurchasesQuery(undefined, { skip: !signedIn || hydrating });
  // A failed read shows the books as available (the checkout still refuses a second purchase).
  const unknown = hydrating || sessionLoading || (signedIn && !data && !isError);
  const ids = signedIn ? data : undefined;
  return useMemo(() => (unknown ? null : ids ? new Set(ids) : NO_PURCHASES), [unknown, ids]);
}
