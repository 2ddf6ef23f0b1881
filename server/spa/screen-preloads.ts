import { API_BASE_PATH, bookCategoriesPath, bookPath, firstBooksPagePath } from '../../domain/catalogue-requests';
import { coverBookId, LANGUAGE_PARAM, screenFor } from '../../domain/screens';
import type { Db } from '../db/client';
import { largestCoverFor } from '../services/books';

/** What the shell served for one address preloads beyond the screen's chunks. */
export interface ScreenPreloads {
  /** The book cover that is the screen's largest paint, or null. */
  cover: string | null;
  /** The API reads that paint needs, the very URLs the screen requests (domain/catalogue-requests.ts). */
  data: string[];
}

const NONE: ScreenPreloads = { cover: null, data: [] };

/**
 * For the screens whose largest paint is a book cover (`lcpCover`): the book page's own cover and the book itself, or
 * on the unfiltered /books (a search, a category, a page change it; the language does not) the first card's cover with
 * the first page and the categories. Without them a phone asks for the data only once the screen's JavaScript has
 * run, and for the cover once the data is back. The cover is looked up in the database; a failed lookup (reported to
 * `onLookupError`) leaves it out, the data preloads stay.
 */
export async function screenPreloads(
  db: Db,
  url: string,
  onLookupError: (error: unknown) => void = () => {},
): Promise<ScreenPreloads> {
  const [pathname, query = ''] = url.split('?');
  const { lcpCover } = screenFor(pathname);
  // The page's language changes none of its reads.
  const params = new URLSearchParams(query);
  params.delete(LANGUAGE_PARAM);
  const cover = (lookup: () => Promise<string | null>) =>
    lookup().catch((error: unknown) => {
      onLookupError(error);
      return null;
    });
  if (lcpCover === 'newest' && params.size === 0) {
    return {
      cover: await cover(() => largestCoverFor(db, 'newest')),
      data: [firstBooksPagePath(), bookCategoriesPath()].map(api),
    };
  }
  const bookId = coverBookId(pathname);
  if (bookId) return { cover: await cover(() => largestCoverFor(db, { bookId })), data: [api(bookPath(bookId))] };
  return NONE;
}

const api = (path: string) => `${API_BASE_PATH}${path}`;
