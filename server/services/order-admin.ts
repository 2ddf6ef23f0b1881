import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { afterDeliveryConfirmed } from './order-lifecycle';

/** What an admin's change to an order came to: done, no such order, or refused with a sentence (a 409). */
export type OrderChange = { kind: 'done'; count: number } | { kind: 'not-found' } | { kind: 'conflict'; message: string };

export const ORDER_MESSAGES = {
  notFound: 'No such order',
  notConfirmable: 'Only a paid order whose delivery is pending can be confirmed',
  paidNotDeletable: 'A paid order cannot be deleted',
} as const;

async function orderExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).limit(1);
  return Boolean(row);
}

/**
 * Confirms delivery: one conditional UPDATE (paid and delivery pending), so two admins confirming at once, or a
 * confirmation racing a payment change, cannot both win or confirm an unpaid order. When nothing changed, a lookup
 * only chooses between 404 and 409.
 */
export async function confirmDelivery(db: Db, id: string, actorId: string | null = null): Promise<OrderChange> {
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ deliveryStatus: 'confirmed' })
      .where(and(eq(orders.id, id), eq(orders.paymentStatus, 'paid'), eq(orders.deliveryStatus, 'pending')))
      .returning({ id: orders.id });
    if (rows.length > 0) await afterDeliveryConfirmed(tx, id, actorId);
    return rows;
  });
  if (changed.length > 0) return { kind: 'done', count: changed.length };
  return (await orderExists(db, id)) ? { kind: 'conflict', message: ORDER_MESSAGES.notConfirmable } : { kind: 'not-found' };
}

/**
 * Deletes an order that is not paid: one conditional DELETE, so an order paid in the meantime is never deleted.
 * Its review (if any) goes with it (reviews.order_id ON DELETE CASCADE).
 */
export async function deleteUnpaidOrder(db: Db, id: string): Promise<OrderChange> {
  const deleted = await db
    .delete(orders)
    .where(and(eq(orders.id, id), ne(orders.paymentStatus, 'paid')))
    .returning({ id: orders.id });
  if (deleted.length > 0) return { kind: 'done', count: deleted.length };
  return (await orderExists(db, id)) ? { kind: 'conflict', message: ORDER_MESSAGES.paidNotDeletable } : { kind: 'not-found' };
}
