/**
 * "Notify me when it is back": a signed-in shopper asks about a book with no stock; when an admin raises its stock
 * above 0, each request becomes one back-in-stock mail in the outbox and is deleted (spent), in the same transaction.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/format';
import type { Db } from '../db/client';
import { books, stockNotifyRequests, users } from '../db/schema';
import { conflict, notFound } from '../errors';
import { enqueueMail } from '../mail/outbox';
import { backInStockMail } from '../mail/templates';
import { rememberLanguage } from './users';

const NOTIFY_PAGE = 200;

async function catalogueBook(db: Db, bookId: string) {
  const [book] = await db
    .select({ id: books.id, stock: books.stock })
    .from(books)
    .where(and(eq(books.id, bookId), isNull(books.archivedAt)))
    .limit(1);
  if (!book) throw notFound('No such book');
  return book;
}

export async function notifyRequested(db: Db, userId: string, bookId: string): Promise<boolean> {
  await catalogueBook(db, bookId);
  const [row] = await db
    .select({ userId: stockNotifyRequests.userId })
    .from(stockNotifyRequests)
    .where(and(eq(stockNotifyRequests.userId, userId), eq(stockNotifyRequests.bookId, bookId)))
    .limit(1);
  return Boolean(row);
}

/**
 * PUT: idempotent. A book in stock can be bought now, so asking is a 409. The mail is written in the language of the
 * latest ask (the call's, else the one the account was last seen in, else English).
 */
export async function requestNotify(db: Db, userId: string, bookId: string, asked?: Language): Promise<boolean> {
  const book = await catalogueBook(db, bookId);
  if (book.stock > 0) throw conflict('This book is in stock: it can be bought now');
  if (asked) await rememberLanguage(db, userId, asked);
  const language =
    asked ??
    (await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1))[0]?.language ??
    DEFAULT_LANGUAGE;
  await db
    .insert(stockNotifyRequests)
    .values({ userId, bookId, language })
    .onConflictDoUpdate({ target: [stockNotifyRequests.userId, stockNotifyRequests.bookId], set: { language } });
  return true;
}

export async function cancelNotify(db: Db, userId: string, bookId: string): Promise<boolean> {
  await catalogueBook(db, bookId);
  await db
    .delete(stockNotifyRequests)
    .where(and(eq(stockNotifyRequests.userId, userId), eq(stockNotifyRequests.bookId, bookId)));
  return false;
}

/**
 * The book's stock went from 0 to more: every pending request becomes a mail and is spent. Call it inside the
 * transaction that raised the stock; requests are taken in pages so a popular book does not load them all at once.
 */
export async function spendNotifyRequests(db: Db, bookId: string, bookName: string): Promise<number> {
  let queued = 0;
  for (;;) {
    // One page of this book's requests, oldest first (stock_notify_requests_book_idx), with the shopper's address.
    const page = await db
      .select({
        userId: stockNotifyRequests.userId,
        createdAt: stockNotifyRequests.createdAt,
        language: stockNotifyRequests.language,
        email: users.email,
        name: users.displayName,
      })
      .from(stockNotifyRequests)
      .innerJoin(users, eq(users.id, stockNotifyRequests.userId))
      .where(eq(stockNotifyRequests.bookId, bookId))
      .orderBy(stockNotifyRequests.createdAt)
      .limit(NOTIFY_PAGE);
    if (page.length === 0) return queued;
    for (const request of page) {
      const name = request.name?.trim() || request.email.split('@')[0];
      await enqueueMail(
        db,
        backInStockMail({
          to: request.email,
          name,
          bookId,
          bookName,
          requestedAt: request.createdAt,
          language: request.language,
        }),
      );
    }
    await db.delete(stockNotifyRequests).where(
      and(
        eq(stockNotifyRequests.bookId, bookId),
        inArray(
          stockNotifyRequests.userId,
          page.map((request) => request.userId),
        ),
      ),
    );
    queued += page.length;
  }
}
