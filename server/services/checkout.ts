import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { quote, type LatestPaidOrder } from '../../domain/pricing';
import type { CheckoutQuote, PriceQuote } from '../../domain/schemas/checkout';
import type { Db } from '../db/client';
import { orders, reviews, users } from '../db/schema';
import { notFound } from '../errors';
import { findBook, toBookJson, type BookRow } from './books';

/** The customer's latest paid order and whether it carries a review (orders_user_status_created_idx). */
export async function latestPaidOrder(
  db: Db,
  userId: string,
): Promise<(LatestPaidOrder & { reviewId: string | null }) | null> {
  const [row] = await db
    .select({ orderId: orders.id, productName: orders.productName, reviewId: reviews.id })
    .from(orders)
    .leftJoin(reviews, eq(reviews.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'paid')))
    .orderBy(sql`${orders.createdAt} DESC`, desc(orders.id))
    .limit(1);
  return row
    ? { orderId: row.orderId, productName: row.productName, reviewed: row.reviewId !== null, reviewId: row.reviewId }
    : null;
}

export async function hasPaidFor(db: Db, userId: string, bookId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'paid'), eq(orders.bookId, bookId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Whether a live order (pending, paid or refunded) already carries this review's discount
 * (orders_one_order_per_discount).
 */
async function reviewDiscountTaken(db: Db, reviewId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.discountReviewId, reviewId), inArray(orders.paymentStatus, ['pending', 'paid', 'refunded'])))
    .limit(1);
  return Boolean(row);
}

/**
 * The quote for a book row (the same numbers the payment init uses). A review earns the discount once: while another
 * order carries it (a checkout in progress, or the order that consumed it) the quote has none, and no prompt.
 */
export async function quoteForBook(
  db: Db,
  userId: string,
  book: BookRow,
): Promise<PriceQuote & { discountReviewId: string | null }> {
  const [purchased, latest] = await Promise.all([hasPaidFor(db, userId, book.id), latestPaidOrder(db, userId)]);
  const taken = latest?.reviewId ? await reviewDiscountTaken(db, latest.reviewId) : false;
  const q = quote({
    pricePaisa: book.pricePaisa,
    stock: book.stock,
    purchased,
    latestPaidOrder: taken ? null : latest,
  });
  return { ...q, discountReviewId: q.discountPaisa > 0 ? (latest?.reviewId ?? null) : null };
}

/** Where the last order went (orders_user_created_idx), else the profile's phone; null when there is neither. */
export async function checkoutPrefill(db: Db, userId: string): Promise<{ phone: string; address: string } | null> {
  const [last] = await db
    .select({ phone: orders.cusPhone, address: orders.cusState })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(sql`${orders.createdAt} DESC`, sql`${orders.id} DESC`)
    .limit(1);
  if (last) return last;
  const [account] = await db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, userId)).limit(1);
  return account?.phone ? { phone: account.phone, address: '' } : null;
}

/** GET /checkout/:bookId: the book and what it costs this customer. 404 for an unknown book. */
export async function checkoutQuote(db: Db, userId: string, bookId: string): Promise<CheckoutQuote> {
  const book = await findBook(db, bookId);
  if (!book) throw notFound('No book with this id');
  const [priced, prefill] = await Promise.all([quoteForBook(db, userId, book), checkoutPrefill(db, userId)]);
  return { book: toBookJson(book), ...priced, ...(prefill ? { prefill } : {}) };
}
