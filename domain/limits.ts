/** Text cuts, list sizes and ranges from SPEC.md §9, shared by the SPA and the server. */
export const TEXT_CUTS = {
  cardName: 15,
  cardDescription: 130,
  cardSku: 17,
  detailSku: 17,
  homeReviewText: 150,
  navbarDisplayName: 10,
  adminOrderProductName: 20,
  myBooksDescription: 50,
} as const;

export const ROWS_BEFORE_TOGGLE = { users: 7, books: 7, orders: 7, contacts: 4 } as const;

export const HOME_TOP_BOOKS = 3;

export const RATING = { min: 1, max: 5, step: 0.5 } as const;

/**
 * Every list the API returns, with its page size when none is asked for and its maximum: nothing returns an
 * unbounded list. Each maximum is enforced in one place: `clamp` lists take a larger request and answer the maximum
 * (the service clamps it with `limitFor`); `refuse` lists answer a larger request with a 400 (the schema's maximum).
 */
export const LIST_LIMITS = {
  books: { defaultLimit: 12, maxLimit: 100, over: 'clamp' },
  relatedBooks: { defaultLimit: 8, maxLimit: 24, over: 'clamp' },
  publicReviews: { defaultLimit: 20, maxLimit: 50, over: 'clamp' },
  users: { defaultLimit: 50, maxLimit: 100, over: 'clamp' },
  myOrders: { defaultLimit: 100, maxLimit: 100, over: 'refuse' },
  orders: { defaultLimit: 20, maxLimit: 100, over: 'clamp' },
  contacts: { defaultLimit: 12, maxLimit: 100, over: 'clamp' },
  /** Not paged: the category dropdown shows at most this many. */
  categories: { defaultLimit: 200, maxLimit: 200, over: 'clamp' },
} as const satisfies Record<string, { defaultLimit: number; maxLimit: number; over: 'clamp' | 'refuse' }>;

export type ListName = keyof typeof LIST_LIMITS;

/** The highest page number any paged list accepts (a bound that keeps OFFSET finite). */
export const MAX_PAGE = 100_000;

/**
 * A catalogue search counts at most this many matches (the server's default; SEARCH_COUNT_CAP overrides it): a broad
 * search then reads this many + 1 rows rather than all, and no shopper pages that far. A capped total comes with
 * `totalIsCapped: true`.
 */
export const SEARCH_COUNT_CAP = 10_000;

/** The catalogue's paging bounds (the SPA's page size). */
export const PAGE = { defaultLimit: LIST_LIMITS.books.defaultLimit, maxLimit: LIST_LIMITS.books.maxLimit } as const;
export const RELATED_BOOKS_LIMIT = LIST_LIMITS.relatedBooks.defaultLimit;
export const PUBLIC_REVIEWS_LIMIT = LIST_LIMITS.publicReviews.defaultLimit;

/**
 * A requested page size within 1..max; `fallback` when none was asked for. Larger requests are clamped, not refused.
 */
export const clampLimit = (
  limit: number | undefined,
  fallback: number = PAGE.defaultLimit,
  max: number = PAGE.maxLimit,
) => Math.min(Math.max(1, limit ?? fallback), max);

/** The page size of one of LIST_LIMITS' lists for a requested limit (its default when none was asked for). */
export const limitFor = (list: ListName, limit: number | undefined) =>
  clampLimit(limit, LIST_LIMITS[list].defaultLimit, LIST_LIMITS[list].maxLimit);

export const ACCESS_TOKEN_STORAGE_KEY = 'accessToken';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The longest reason an admin may give for a refund (the gateway's refund_remarks). */
export const REFUND_REASON_MAX = 255;
