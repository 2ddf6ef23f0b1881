import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { limitFor } from '../../domain/limits';
import { paisaToTaka } from '../../domain/pricing';
import type { Order } from '../../domain/schemas/orders';
import type { Db } from '../db/client';
import { orders, reviews } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

/** A new order's transaction id (the payment gateway's tran_id): unique, readable, made by the server. */
export const newTranId = () => `BPK-${Date.now().toString(36).toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`;

/** The API shape of an order (SPEC.md §3 field names): total_amount in taka, the review embedded when there is one. */
export function toOrderJson(row: OrderRow, review: ReviewRow | null): Order {
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
    ...(review && { review: { name: review.name, email: review.email, image: review.image, rating: review.rating, review: review.review } }),
  };
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
  return rows.map(({ order, review }) => toOrderJson(order, review));
}
