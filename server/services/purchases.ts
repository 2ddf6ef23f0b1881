import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

/**
 * The ids of the books this user has paid for ("Already Purchased"), newest purchase first.
 * Walks orders_user_status_created_idx (user_id, payment_status, created_at DESC).
 */
export async function purchasedBookIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ bookId: orders.bookId, latest: sql`max(${orders.createdAt})` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'paid'), isNotNull(orders.bookId)))
    .groupBy(orders.bookId)
    .orderBy(sql`max(${orders.createdAt}) DESC`);
  return rows.map((row) => row.bookId!);
}
