import { screenFor } from '../../domain/screens';
import { UUID_PATTERN } from '../../domain/schemas/common';
import type { Db } from '../db/client';
import { largestCoverFor } from '../services/books';

const UUID = new RegExp(UUID_PATTERN);

/**
 * The book cover to preload in the shell served for an address (the screen's largest paint), or null: the book page's
 * own cover, or the first card's on the unfiltered /books (any query — a search, a category, a page — changes it).
 */
export async function coverToPreload(db: Db, url: string): Promise<string | null> {
  const [pathname, query] = url.split('?');
  const { lcpCover } = screenFor(pathname);
  if (lcpCover === 'newest') return query ? null : largestCoverFor(db, 'newest');
  if (lcpCover === 'book') {
    const id = pathname.split('/').filter(Boolean).pop() ?? '';
    return UUID.test(id) ? largestCoverFor(db, { bookId: id }) : null;
  }
  return null;
}
