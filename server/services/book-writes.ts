import { and, eq, isNull, sql } from 'drizzle-orm';
import { takaToPaisa } from '../../domain/pricing';
import { BOOK_FIELD_MESSAGES, BOOK_WRITE_FIELDS, type BookCreateBody, type BookPatchBody } from '../../domain/schemas/admin';
import type { Book } from '../../domain/schemas/books';
import type { Db } from '../db/client';
import { books, orders } from '../db/schema';
import { invalid, notFound } from '../errors';
import { bookColumns, makeSku, toBookJson, type BookRow } from './books';
import { spendNotifyRequests } from './stock-notify';

/** A book's fields as services take them: money in integer paisa. */
export interface BookWrite {
  name: string;
  category: string;
  authors?: string[];
  publisher?: string | null;
  language?: string | null;
  pricePaisa: number;
  stock: number;
  description: string;
  image: string;
}

/** Adds a book to the catalogue with a server-made sku. */
export async function createBook(db: Db, input: BookWrite): Promise<BookRow> {
  const [row] = await db
    .insert(books)
    .values({ ...input, sku: makeSku() })
    .returning(bookColumns);
  return row;
}

/** Changes some fields of a catalogue book (archived books are not edited); null when there is no such book. */
export async function updateBook(db: Db, id: string, changes: Partial<BookWrite>): Promise<BookRow | null> {
  return db.transaction(async (tx) => {
    // The stock before the change, locked: a raise from 0 spends the book's Notify me requests exactly once.
    const [before] = await tx
      .select({ stock: books.stock })
      .from(books)
      .where(and(eq(books.id, id), isNull(books.archivedAt)))
      .for('update');
    if (!before) return null;
    const [row] = await tx.update(books).set(changes).where(eq(books.id, id)).returning(bookColumns);
    if (before.stock === 0 && row.stock > 0) await spendNotifyRequests(tx, row.id, row.name);
    return row;
  });
}

export type BookRemoval = 'archived' | 'erased' | 'not-found';

/**
 * Removes a book from the catalogue: archived (archived_at set) when any order refers to it, so order history and
 * the order → book link survive; erased otherwise. The book row is locked first (FOR UPDATE): an order being created
 * for it holds a key-share lock on the row, so it either committed before (and is seen by the check) or waits
 * until this transaction ends (and then meets an archived book, or a deleted one and fails its foreign key).
 */
export async function archiveOrDeleteBook(db: Db, id: string): Promise<BookRemoval> {
  return db.transaction(async (tx) => {
    const [book] = await tx
      .select({ id: books.id })
      .from(books)
      .where(and(eq(books.id, id), isNull(books.archivedAt)))
      .for('update');
    if (!book) return 'not-found';
    const [ordered] = await tx.select({ one: sql`1` }).from(orders).where(eq(orders.bookId, id)).limit(1);
    if (ordered) {
      await tx.update(books).set({ archivedAt: sql`now()` }).where(eq(books.id, id));
      return 'archived';
    }
    await tx.delete(books).where(eq(books.id, id));
    return 'erased';
  });
}

/**
 * A validated body (price in taka) → the fields services store (price in paisa). A price with more than two decimals
 * is a 400 here (JSON Schema's multipleOf is unreliable on binary fractions); a PATCH must change something.
 */
export function bookWriteOf(body: BookPatchBody): Partial<BookWrite> {
  const { price, authors, publisher, language, ...rest } = body;
  const changes: Partial<BookWrite> = { ...rest };
  // Blank names are dropped and repeats kept once; an empty publisher or language clears it.
  if (authors !== undefined) changes.authors = [...new Set(authors.map((name) => name.trim()).filter(Boolean))];
  if (publisher !== undefined) changes.publisher = publisher.trim() || null;
  if (language !== undefined) changes.language = language.trim() || null;
  if (price !== undefined) {
    const pricePaisa = takaToPaisa(price);
    if (pricePaisa === null || pricePaisa <= 0) throw invalid(BOOK_FIELD_MESSAGES.price);
    changes.pricePaisa = pricePaisa;
  }
  if (Object.keys(changes).length === 0) throw invalid(`Nothing to change: send at least one of ${BOOK_WRITE_FIELDS.join(', ')}`);
  return changes;
}

/** POST /books: the book as the catalogue shows it. */
export async function addBook(db: Db, body: BookCreateBody): Promise<Book> {
  return toBookJson(await createBook(db, bookWriteOf(body) as BookWrite));
}

/** PATCH /books/:id: the changed book, or 404 (unknown or archived). */
export async function changeBook(db: Db, id: string, body: BookPatchBody): Promise<Book> {
  const row = await updateBook(db, id, bookWriteOf(body));
  if (!row) throw notFound('No such book');
  return toBookJson(row);
}

/** DELETE /books/:id: 1 when the book left the catalogue (archived or erased), or 404. */
export async function removeBook(db: Db, id: string): Promise<number> {
  if ((await archiveOrDeleteBook(db, id)) === 'not-found') throw notFound('No such book');
  return 1;
}
