import { and, eq, isNull, sql } from 'drizzle-orm';
import { takaToPaisa } from '../../domain/pricing';
import {
  BOOK_FIELD_MESSAGES,
  BOOK_WRITE_FIELDS,
  type BookCreateBody,
  type BookPatchBody,
} from '../../domain/schemas/admin';
import type { Book } from '../../domain/schemas/books';
import type { Db } from '../db/client';
import { books, orders } from '../db/schema';
import { invalid, notFound } from '../errors';
import { recordAudit, type AuditActor } from './audit';
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

/** Adds a book to the catalogue with a server-made sku; with an actor, one audit entry in the same transaction. */
export async function createBook(db: Db, input: BookWrite, actor?: AuditActor): Promise<BookRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(books)
      .values({ ...input, sku: makeSku() })
      .returning(bookColumns);
    if (actor)
      await recordAudit(tx, actor, {
        action: 'book.create',
        entity: 'book',
        entityId: row.id,
        before: null,
        after: { ...input, sku: row.sku },
      });
    return row;
  });
}

/**
 * Changes some fields of a catalogue book (archived books are not edited); null when there is no such book. Stock is
 * the available count: copies reserved by pending payments are not in it and come back on top when released.
 * With an actor, one audit entry holding the changed fields before and after.
 */
export async function updateBook(
  db: Db,
  id: string,
  changes: Partial<BookWrite>,
  actor?: AuditActor,
): Promise<BookRow | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select(bookColumns)
      .from(books)
      .where(and(eq(books.id, id), isNull(books.archivedAt)))
      .for('update');
    if (!current) return null;
    const [row] = await tx.update(books).set(changes).where(eq(books.id, id)).returning(bookColumns);
    // A raise from 0 spends the book's Notify me requests, once (the row is locked above).
    if (current.stock === 0 && row.stock > 0) await spendNotifyRequests(tx, row.id, row.name);
    if (actor) {
      const keys = (Object.keys(changes) as (keyof BookWrite)[]).filter((key) => current[key] !== row[key]);
      if (keys.length > 0) {
        await recordAudit(tx, actor, {
          action: 'book.update',
          entity: 'book',
          entityId: id,
          before: Object.fromEntries(keys.map((key) => [key, current[key]])),
          after: Object.fromEntries(keys.map((key) => [key, row[key]])),
        });
      }
    }
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
export async function archiveOrDeleteBook(db: Db, id: string, actor?: AuditActor): Promise<BookRemoval> {
  return db.transaction(async (tx) => {
    const [book] = await tx
      .select({ id: books.id, name: books.name, sku: books.sku, stock: books.stock, pricePaisa: books.pricePaisa })
      .from(books)
      .where(and(eq(books.id, id), isNull(books.archivedAt)))
      .for('update');
    if (!book) return 'not-found';
    const [ordered] = await tx
      .select({ one: sql`1` })
      .from(orders)
      .where(eq(orders.bookId, id))
      .limit(1);
    const { id: _id, ...before } = book;
    if (ordered) {
      await tx
        .update(books)
        .set({ archivedAt: sql`now()` })
        .where(eq(books.id, id));
      if (actor)
        await recordAudit(tx, actor, {
          action: 'book.archive',
          entity: 'book',
          entityId: id,
          before: { ...before, archived: false },
          after: { archived: true },
        });
      return 'archived';
    }
    await tx.delete(books).where(eq(books.id, id));
    if (actor)
      await recordAudit(tx, actor, { action: 'book.delete', entity: 'book', entityId: id, before, after: null });
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
  if (Object.keys(changes).length === 0)
    throw invalid(`Nothing to change: send at least one of ${BOOK_WRITE_FIELDS.join(', ')}`);
  return changes;
}

/**
 * GET /books/:id/stock: the available count (books.stock, what an admin edits) and the copies reserved on top of it by
 * payments in progress (orders_book_id_idx). 404 for an unknown book.
 */
export async function bookStock(db: Db, id: string): Promise<{ available: number; reserved: number }> {
  const [book] = await db.select({ stock: books.stock }).from(books).where(eq(books.id, id)).limit(1);
  if (!book) throw notFound('No such book');
  const [{ reserved }] = await db
    .select({ reserved: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.bookId, id), eq(orders.paymentStatus, 'pending')));
  return { available: book.stock, reserved: Number(reserved) };
}

/** POST /books: the book as the catalogue shows it. */
export async function addBook(db: Db, actor: AuditActor, body: BookCreateBody): Promise<Book> {
  return toBookJson(await createBook(db, bookWriteOf(body) as BookWrite, actor));
}

/** PATCH /books/:id: the changed book, or 404 (unknown or archived). */
export async function changeBook(db: Db, actor: AuditActor, id: string, body: BookPatchBody): Promise<Book> {
  const row = await updateBook(db, id, bookWriteOf(body), actor);
  if (!row) throw notFound('No such book');
  return toBookJson(row);
}

/** DELETE /books/:id: 1 when the book left the catalogue (archived or erased), or 404. */
export async function removeBook(db: Db, actor: AuditActor, id: string): Promise<number> {
  if ((await archiveOrDeleteBook(db, id, actor)) === 'not-found') throw notFound('No such book');
  return 1;
}
