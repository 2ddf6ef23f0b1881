import { randomBytes } from 'node:crypto';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { limitFor } from '../../domain/limits';
import { paisaToTaka } from '../../domain/pricing';
import type { AddReviewBody, AddReviewResult, Order, OrderList, OrderListQuery } from '../../domain/schemas/orders';
import type { Db } from '../db/client';
import { orders, refunds, reviews, users } from '../db/schema';
import { isAdminRole, type Viewer } from '../auth/guards';
import { invalid, conflict, forbidden, notFound } from '../errors';
import { escapeLike } from './books';
import { timelinesOf } from './order-events';
import type { OrderEventType } from '../../domain/order-events';

export type OrderRow = typeof orders.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

/** A new order's transaction id (the payment gateway's tran_id): unique, readable, made by the server. */
export const newTranId = () =>
  `BPK-${Date.now().toString(36).toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`;

/** The API shape of an order (SPEC.md §3 field names): total_amount in taka, the review embedded when there is one. */
export function toOrderJson(row: OrderRow, review: ReviewRow | null, extras: OrderExtras = {}): Order {
  const { timeline, refundPendingPaisa = 0 } = extras;
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    bookId: row.bookId,
    cus_name: row.cusName,
    cus_email: row.cusEmail,
    cus_phone: row.cusPhone,
    cus_state: row.cusState,
    total_amount: paisaToTaka(row.totalAmountPaisa),
    tran_id: row.tranId,
    product_name: row.productName,
    product_image: row.productImage,
    product_category: row.productCategory,
    product_profile: row.productProfile,
    paymentStatus: row.paymentStatus,
    deliveryStatus: row.deliveryStatus,
    heldForReview: row.heldForReview,
    risk_title: row.heldForReview ? row.riskTitle : null,
    refundedPaisa: row.refundedPaisa,
    refundPendingPaisa,
    ...(review && {
      review: {
        name: review.name,
        email: review.email,
        image: review.image,
        rating: review.rating,
        review: review.review,
      },
    }),
    ...(row.paidAt && { paidAt: row.paidAt.toISOString() }),
    ...(row.cardType && { paymentMethod: row.cardType }),
    ...(timeline && {
      timeline: timeline.map((event) => ({ type: event.type as OrderEventType, at: event.at.toISOString() })),
    }),
  };
}

type TimelineEvent = { type: string; at: Date };

/** What a page of orders adds to each: its timeline and the refunds still in flight. */
export interface OrderExtras {
  timeline?: TimelineEvent[];
  refundPendingPaisa?: number;
}

/** A page of orders as JSON, each with its timeline and refunds in flight (one query each for the page). */
async function withTimelines(db: Db, rows: { order: OrderRow; review: ReviewRow | null }[]): Promise<Order[]> {
  const ids = rows.map(({ order }) => order.id);
  const [timelines, pending] = await Promise.all([timelinesOf(db, ids), pendingRefundsOf(db, ids)]);
  return rows.map(({ order, review }) =>
    toOrderJson(order, review, { timeline: timelines.get(order.id) ?? [], refundPendingPaisa: pending.get(order.id) }),
  );
}

/**
 * The user's paid orders (their purchases), newest first, at most `limit` (the schema refuses more than the maximum).
 * Walks orders_user_status_created_idx (user_id, payment_status, created_at DESC).
 */
export async function paidOrdersOf(db: Db, userId: string, limit: number | undefined): Promise<Order[]> {
  const rows = await db
    .select({ order: orders, review: reviews })
    .from(orders)
    .leftJoin(reviews, eq(reviews.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'paid')))
    .orderBy(sql`${orders.createdAt} DESC`, sql`${orders.id} DESC`)
    .limit(limitFor('myOrders', limit));
  return withTimelines(db, rows);
}

/** Paisa asked of the gateway and not settled yet, per order of a page (refunds_order_created_idx). */
async function pendingRefundsOf(db: Db, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: refunds.orderId, sum: sql<string>`sum(${refunds.amountPaisa})::bigint` })
    .from(refunds)
    .where(and(inArray(refunds.orderId, orderIds), inArray(refunds.status, ['requested', 'processing'])))
    .groupBy(refunds.orderId);
  return new Map(rows.map((row) => [row.orderId!, Number(row.sum)]));
}

/**
 * GET /orders: a customer's own orders of every status (orders_user_created_idx), or every order for an admin
 * (orders_created_at_idx), newest first, paged. `search` matches tran_id exactly or as a prefix
 * (orders_tran_id_pattern_idx), or the customer e-mail or product name anywhere (trigram indexes).
 */
export async function listOrders(db: Db, viewer: Viewer, query: OrderListQuery): Promise<OrderList['data']> {
  const limit = limitFor('orders', query.limit);
  const page = query.page;
  const conditions: SQL[] = [];
  if (!isAdminRole(viewer.role)) conditions.push(eq(orders.userId, viewer.id));
  const search = query.search?.trim();
  if (search) {
    const like = escapeLike(search);
    conditions.push(
      or(
        sql`${orders.tranId} LIKE ${`${like}%`}`,
        sql`${orders.cusEmail} ILIKE ${`%${like}%`}`,
        sql`${orders.productName} ILIKE ${`%${like}%`}`,
      )!,
    );
  }
  if (query.filter === 'held') conditions.push(eq(orders.heldForReview, true));
  if (query.filter === 'refunded') {
    conditions.push(
      or(
        sql`${orders.refundedPaisa} > 0`,
        sql`EXISTS (SELECT 1 FROM ${refunds} WHERE ${refunds.orderId} = ${orders.id} AND ${refunds.status} <> 'failed')`,
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({ order: orders, review: reviews })
      .from(orders)
      .leftJoin(reviews, eq(reviews.orderId, orders.id))
      .where(where)
      .orderBy(sql`${orders.createdAt} DESC`, sql`${orders.id} DESC`)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { result: await withTimelines(db, rows), totalOrders: count, page, limit };
}

export const DEFAULT_AVATAR = '/default-avatar.svg';

/**
 * PATCH /orders/:id: the owner reviews a paid order, once. The reviewer's name, e-mail and image come from the account.
 */
export async function addReview(
  db: Db,
  viewer: Viewer,
  orderId: string,
  input: AddReviewBody,
): Promise<AddReviewResult> {
  const text = input.review.trim();
  if (!text) throw invalid('The review must not be empty');
  const [order] = await db
    .select({ userId: orders.userId, status: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) throw notFound('No order with this id');
  if (order.userId !== viewer.id) throw forbidden('Only the customer who placed this order can review it');
  if (order.status !== 'paid') throw conflict('Only a paid order can be reviewed');
  const [account] = await db
    .select({ email: users.email, displayName: users.displayName, photoUrl: users.photoUrl })
    .from(users)
    .where(eq(users.id, viewer.id))
    .limit(1);
  if (!account) throw notFound('No such account');
  const inserted = await db
    .insert(reviews)
    .values({
      orderId,
      userId: viewer.id,
      name: account.displayName?.trim() || account.email.split('@')[0],
      email: account.email,
      image: account.photoUrl || DEFAULT_AVATAR,
      rating: input.rating,
      review: text,
    })
    .onConflictDoNothing({ target: reviews.orderId })
    .returning({ id: reviews.id });
  if (inserted.length === 0) throw conflict('This order already has a review');
  return { acknowledged: true, modifiedCount: 1 };
}
