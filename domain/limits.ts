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

/** Paging bounds for every list endpoint: nothing returns an unbounded list. */
export const PAGE = { defaultLimit: 12, maxLimit: 100 } as const;

/** A requested page size within 1..max; `fallback` when none was asked for. Larger requests are clamped, not refused. */
export const clampLimit = (limit: number | undefined, fallback: number = PAGE.defaultLimit, max: number = PAGE.maxLimit) =>
  Math.min(Math.max(1, limit ?? fallback), max);

export const RELATED_BOOKS_LIMIT = 8;
export const PUBLIC_REVIEWS_LIMIT = 20;

export const ACCESS_TOKEN_STORAGE_KEY = 'accessToken';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
