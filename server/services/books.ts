import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { toAsciiDigits } from '../../domain/format';
import { LIST_LIMITS, SEARCH_COUNT_CAP, limitFor } from '../../domain/limits';
import { paisaToTaka } from '../../domain/pricing';
import type { Book, BookCategory, BookListResponse, BookSort } from '../../domain/schemas/books';
import type { Db } from '../db/client';
import { bookCategoryCounts, books } from '../db/schema';
import { notFound } from '../errors';

/** A new book's SKU: 'SKU-' + timestamp + short random string, as the admin form makes them (SPEC.md §5). */
export const makeSku = (time = Date.now()) => `SKU-${time}-${randomBytes(3).toString('hex')}`;

/** Every column a response needs (not the generated search_text). */
export const bookColumns = {
  id: books.id,
  name: books.name,
  image: books.image,
  category: books.category,
  authors: books.authors,
  publisher: books.publisher,
  language: books.language,
  stock: books.stock,
  description: books.description,
  sku: books.sku,
  pricePaisa: books.pricePaisa,
  soldCount: books.soldCount,
  createdAt: books.createdAt,
};

export type BookRow = Pick<typeof books.$inferSelect, keyof typeof bookColumns>;

export function toBookJson(row: BookRow): Book {
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    category: row.category,
    authors: row.authors,
    ...(row.publisher ? { publisher: row.publisher } : {}),
    ...(row.language ? { language: row.language } : {}),
    stock: row.stock,
    description: row.description,
    sku: row.sku,
    price: paisaToTaka(row.pricePaisa),
    createdAt: row.createdAt.toISOString(),
  };
}

/** User text inside LIKE: %, _ and \ are literal. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface BookListOptions {
  search?: string;
  category?: string;
  page: number;
  limit: number;
  sort: BookSort;
}

/** Plain DESC keys (no NULLS LAST) so PostgreSQL walks books_created_at_idx / books_sold_count_idx. */
const newestFirst = [sql`${books.createdAt} DESC`, sql`${books.id} DESC`];
const orderFor = (sort: BookSort) => (sort === 'top' ? [sql`${books.soldCount} DESC`, ...newestFirst] : newestFirst);

/**
 * A search as search_text stores text: NFC (a Bangla vowel sign typed as two code points is the composed one) and
 * Bengali digits as ASCII digits, so '১৯৭১' finds '1971' and the other way round.
 */
export const normalizeSearch = (search: string) => toAsciiDigits(search.normalize('NFC'));

/**
 * Case-insensitive substring of the name, the category, an author or the publisher: LIKE on the stored lower-cased
 * search_text (the GIN trigram index serves selective terms). lower() runs in PostgreSQL, so it folds case exactly as
 * ILIKE would.
 */
function searchFilter(search: string): SQL {
  // search_text joins name, category, authors and publisher with newlines: a control character in the search (the route
  // refuses them) becomes a space, so no match can span the two.
  const text = Array.from(search, (c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? ' ' : c)).join('');
  return sql`${books.searchText} LIKE lower(${`%${escapeLike(text)}%`})`;
}

/**
 * Roughly whether pg_trgm can serve a LIKE search from its GIN index: that needs a run of 3+ word characters, which
 * for pg_trgm include the vowel signs of Bangla (marks): 'পাঁচ' has three letters only with them.
 */
const trigramSearchable = (search: string) => /[\p{L}\p{M}\p{N}]{3}/u.test(search);

/** GET /books: one page of the catalogue (the page size clamped to its maximum) and the number of all matches. */
export async function listBooks(
  db: Db,
  query: { search?: string; category?: string; page: number; limit?: number; sort: BookSort },
  countCap = SEARCH_COUNT_CAP,
): Promise<BookListResponse['data']> {
  const limit = limitFor('books', query.limit);
  const { rows, total, capped } = await queryBooks(db, {
    ...query,
    category: query.category?.trim() || undefined,
    limit,
    countCap,
  });
  return {
    result: rows.map(toBookJson),
    totalBooks: total,
    ...(capped ? { totalIsCapped: true } : {}),
    page: query.page,
    limit,
  };
}

/**
 * Catalogue queries see live books only; archived ones (kept for order history) match the partial indexes' predicate.
 */
const inCatalogue = isNull(books.archivedAt);

/** Live books in one category, or in all (the maintained counts of migration 0007; nothing is counted here). */
async function liveBookCount(db: Db, category?: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${bookCategoryCounts.live}), 0)::int` })
    .from(bookCategoryCounts)
    .where(category === undefined ? undefined : eq(bookCategoryCounts.category, category));
  return Number(row.total);
}

interface BookCount {
  total: number;
  /** More than `total` books match: the count stopped at the cap. */
  capped: boolean;
}

/** Matches of `where`, counted up to `cap` only: the subquery's LIMIT stops the scan after cap + 1 rows. */
async function cappedCount(db: Db, where: SQL | undefined, cap: number): Promise<BookCount> {
  const matches = db
    .select({ one: sql`1` })
    .from(books)
    .where(where)
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  const n = Number(row.n);
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

async function queryBooks(
  db: Db,
  options: BookListOptions & { countCap: number },
): Promise<{ rows: BookRow[] } & BookCount> {
  const filters: SQL[] = [inCatalogue];
  const search = options.search ? normalizeSearch(options.search).trim() : undefined;
  if (search) filters.push(searchFilter(search));
  if (options.category) filters.push(eq(books.category, options.category));
  const where = and(...filters);
  const order = orderFor(options.sort);

  // Deferred join: the page's ids come from the ordering index alone (an index-only scan when there is no search),
  // so a deep OFFSET skips index entries rather than whole rows; then only those rows are read.
  const offset = (options.page - 1) * options.limit;
  const pageRows = () => {
    const pageIds = db
      .select({ id: books.id })
      .from(books)
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset(offset);
    return db
      .select(bookColumns)
      .from(books)
      .where(inArray(books.id, pageIds))
      .orderBy(...order);
  };

  if (!search) {
    // Without a search the total is maintained by triggers: one small read instead of a count.
    const [rows, total] = await Promise.all([pageRows(), liveBookCount(db, options.category)]);
    return { rows, total, capped: false };
  }
  if (!trigramSearchable(search)) {
    // The trigram index cannot narrow this search, so the count scans rows until it has cap + 1 matches (or all rows
    // when there are fewer). Count first and skip the page query when the page lies past all the matches (always so
    // when nothing matches) rather than run a second scan; past a capped count there may still be matches.
    const count = await cappedCount(db, where, options.countCap);
    return { rows: offset < count.total || count.capped ? await pageRows() : [], ...count };
  }
  // A page past the count cap is never shown (the total stops there), and its OFFSET would walk every match before
  // it: answered with the count alone.
  if (offset >= options.countCap) return { rows: [], ...(await cappedCount(db, where, options.countCap)) };
  // In parallel: the count reads at most cap + 1 matches while the page stops after a few index entries.
  const [rows, count] = await Promise.all([pageRows(), cappedCount(db, where, options.countCap)]);
  return { rows, ...count };
}

export async function findBook(db: Db, id: string): Promise<BookRow | null> {
  const [row] = await db
    .select(bookColumns)
    .from(books)
    .where(and(eq(books.id, id), inCatalogue))
    .limit(1);
  return row ?? null;
}

/**
 * The cover a storefront screen shows largest, for the preload hint in the HTML served for it (a phone
 * otherwise learns of it only after the screen's JavaScript and its API answer): a book's own cover for its page, the
 * newest book's for /books (its first card). Null when there is no such book.
 */
export async function largestCoverFor(db: Db, screen: { bookId: string } | 'newest'): Promise<string | null> {
  const [row] =
    screen === 'newest'
      ? await db
          .select({ image: books.image })
          .from(books)
          .where(inCatalogue)
          .orderBy(...newestFirst)
          .limit(1)
      : await db
          .select({ image: books.image })
          .from(books)
          .where(and(eq(books.id, screen.bookId), inCatalogue))
          .limit(1);
  return row?.image ?? null;
}

/** One book, or 404. */
export async function bookById(db: Db, id: string): Promise<Book> {
  const row = await findBook(db, id);
  if (!row) throw notFound('No such book');
  return toBookJson(row);
}

const CATEGORIES_MAX = LIST_LIMITS.categories.maxLimit;

/**
 * Categories with live books and their counts, by category, at most CATEGORIES_MAX: read from the counts the
 * triggers of migration 0007 maintain (a category whose last book left has 0 and is skipped), not counted here.
 */
export async function listCategories(db: Db): Promise<BookCategory[]> {
  const rows = await db
    .select({ category: bookCategoryCounts.category, count: bookCategoryCounts.live })
    .from(bookCategoryCounts)
    .where(gt(bookCategoryCounts.live, 0))
    .orderBy(bookCategoryCounts.category)
    .limit(CATEGORIES_MAX);
  return rows.map((row) => ({ category: row.category, count: Number(row.count) }));
}

/** GET /books/:id/related: 404 for an unknown book; the page size clamped to its maximum. */
export async function relatedBooksOf(db: Db, id: string, limit: number | undefined): Promise<Book[]> {
  const book = await findBook(db, id);
  if (!book) throw notFound('No such book');
  return (await relatedBooks(db, book, limitFor('relatedBooks', limit))).map(toBookJson);
}

/** Other books of the same category, newest first (books_category_created_at_idx). */
export async function relatedBooks(db: Db, book: Pick<BookRow, 'id' | 'category'>, limit: number): Promise<BookRow[]> {
  return db
    .select(bookColumns)
    .from(books)
    .where(and(eq(books.category, book.category), ne(books.id, book.id), inCatalogue))
    .orderBy(...newestFirst)
    .limit(limit);
}
