import { PAGE } from './limits';
import type { BookListQuery } from './schemas/books';

/**
 * The storefront's catalogue reads, as paths under the API's base (/api/v1/). The SPA's endpoints request exactly
 * these, and the server preloads the same addresses in the HTML of the screens that need them (so a screen's
 * data does not wait for its JavaScript to ask): a preload is used only by a request for the very same URL.
 */
export const API_BASE_PATH = '/api/v1/';

/** The book list; empty and missing values are left out, the rest in a fixed order. */
export function bookListPath({ search, category, page, limit, sort }: BookListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ search, category, page, limit, sort })) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `books?${query}` : 'books';
}

export const bookCategoriesPath = () => 'books/categories';
export const bookPath = (id: string) => `books/${encodeURIComponent(id)}`;
export const relatedBooksPath = (id: string) => `books/${encodeURIComponent(id)}/related`;

/** What the unfiltered /books shows first: page one at the default size. */
export const firstBooksPagePath = () => bookListPath({ page: 1, limit: PAGE.defaultLimit });
