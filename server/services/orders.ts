import { clampLimit } from '../../domain/limits';
import { and, eq, sql } from 'drizzle-orm';
import type { Order } from '../../domain/types';
import type { Db } from '../db/client';
import { orders, reviews } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

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
    total_amount: row.totalAmountPaisa / 100,
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

export const MY_ORDERS_LIMIT = { defaultLimit: 100, maxLimit: 100 } as const;

/**
 * The user's paid orders (their purchases), newest first, at most `limit`.
 * Walks orders_user_status_created_idx (user_id, payment_status, created_at DESC).
 */
export async function paidOrdersOf(db: Db, userId: string, limit: number): Promise<Order[]> {
  const rows = await db
    .select({ order: orders, review: reviews })
    .from(orders)
    .leftJoin(reviews, eq(reviews.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'paid')))
    .orderBy(sql`${orders.createdAt} DESC`, sql`${orders.id} DESC`)
    .limit(clampLimit(limit, MY_ORDERS_LIMIT.defaultLimit, MY_ORDERS_LIMIT.maxLimit));
  return rows.map(({ order, review }) => toOrderJson(order, review));
}
