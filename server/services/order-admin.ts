import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { books, orders, refunds } from '../db/schema';
import { recordAudit, type AuditActor } from './audit';
import { afterDeliveryConfirmed, afterOrderPaid } from './order-lifecycle';
import { recordOrderEvent } from './order-events';

/** What an admin's change to an order came to: done, no such order, or refused with a sentence (a 409). */
export type OrderChange =
  { kind: 'done'; count: number } | { kind: 'not-found' } | { kind: 'conflict'; message: string };

export const ORDER_MESSAGES = {
  notFound: 'No such order',
  notConfirmable: 'Only a paid order whose delivery is pending can be confirmed',
  paidNotDeletable: 'A paid order cannot be deleted',
  pendingNotDeletable:
    'A payment is in progress for this order (its gateway session is live and a copy is reserved); it can be deleted once it has expired',
  heldNotDeletable: 'An order held for review has been paid at the gateway: accept or refund it instead',
  refundedNotDeletable: 'An order with refunds is part of the money history and cannot be deleted',
  notHeld: 'Only an order held for review can be accepted',
  noCopyLeft: 'No copy of this book is left to sell: refund the order instead',
} as const;

type OrderRow = typeof orders.$inferSelect;

/** The order under its row lock, so the admin's decision and a payment or refund on it happen one after the other. */
async function lockedOrder(tx: Db, id: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
  return row ?? null;
}

/**
 * Confirms delivery of a paid order whose delivery is pending, under the order's row lock (two admins confirming at
 * once, or a confirmation racing a refund, cannot both win); one audit entry when it changes.
 */
export async function confirmDelivery(db: Db, actor: AuditActor, id: string): Promise<OrderChange> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    if (!order) return { kind: 'not-found' };
    if (order.paymentStatus !== 'paid' || order.deliveryStatus !== 'pending')
      return { kind: 'conflict', message: ORDER_MESSAGES.notConfirmable };
    await tx.update(orders).set({ deliveryStatus: 'confirmed' }).where(eq(orders.id, id));
    await afterDeliveryConfirmed(tx, id, actor.id);
    await recordAudit(tx, actor, {
      action: 'order.confirm',
      entity: 'order',
      entityId: id,
      before: { deliveryStatus: 'pending' },
      after: { deliveryStatus: 'confirmed' },
    });
    return { kind: 'done', count: 1 };
  });
}

/**
 * Deletes an order that never took money: failed, cancelled or expired, not held, no refunds. A pending order is
 * refused while its payment may still arrive (the reaper expires it and returns the copy first); its review (if any)
 * goes with it (reviews.order_id ON DELETE CASCADE).
 */
export async function deleteUnpaidOrder(db: Db, actor: AuditActor, id: string): Promise<OrderChange> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    if (!order) return { kind: 'not-found' };
    if (order.paymentStatus === 'paid') return { kind: 'conflict', message: ORDER_MESSAGES.paidNotDeletable };
    if (order.heldForReview) return { kind: 'conflict', message: ORDER_MESSAGES.heldNotDeletable };
    if (order.paymentStatus === 'pending') return { kind: 'conflict', message: ORDER_MESSAGES.pendingNotDeletable };
    const [refund] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, id)).limit(1);
    if (refund || order.paymentStatus === 'refunded')
      return { kind: 'conflict', message: ORDER_MESSAGES.refundedNotDeletable };
    const deleted = await tx
      .delete(orders)
      .where(and(eq(orders.id, id), inArray(orders.paymentStatus, ['failed', 'cancelled', 'expired'])))
      .returning({ id: orders.id });
    if (deleted.length === 0) return { kind: 'conflict', message: ORDER_MESSAGES.paidNotDeletable };
    await recordAudit(tx, actor, {
      action: 'order.delete',
      entity: 'order',
      entityId: id,
      before: {
        tranId: order.tranId,
        paymentStatus: order.paymentStatus,
        customer: order.cusEmail,
        book: order.productName,
        totalPaisa: order.totalAmountPaisa,
      },
      after: null,
    });
    return { kind: 'done', count: deleted.length };
  });
}

/**
 * Accepts an order held for review: it becomes paid with everything paid means (My Books, the receipt through
 * afterOrderPaid, the copy stays sold). A held pending order keeps the copy it reserved; one closed before the payment
 * arrived takes a copy again, or is refused when none is left.
 */
export async function acceptHeldOrder(db: Db, actor: AuditActor, id: string): Promise<OrderChange> {
  return db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    if (!order) return { kind: 'not-found' };
    if (
      !order.heldForReview ||
      (order.paymentStatus !== 'pending' && !['failed', 'cancelled', 'expired'].includes(order.paymentStatus))
    ) {
      return { kind: 'conflict', message: ORDER_MESSAGES.notHeld };
    }
    if (order.paymentStatus !== 'pending' && order.bookId) {
      const [taken] = await tx
        .update(books)
        .set({ stock: sql`${books.stock} - 1` })
        .where(and(eq(books.id, order.bookId), sql`${books.stock} > 0`))
        .returning({ id: books.id });
      if (!taken) return { kind: 'conflict', message: ORDER_MESSAGES.noCopyLeft };
    }
    await tx
      .update(orders)
      .set({ paymentStatus: 'paid', heldForReview: false, paidAt: sql`now()`, reservedUntil: null })
      .where(eq(orders.id, id));
    if (order.bookId)
      await tx
        .update(books)
        .set({ soldCount: sql`${books.soldCount} + 1` })
        .where(eq(books.id, order.bookId));
    await recordOrderEvent(tx, id, 'accepted', { actorId: actor.id, data: { riskTitle: order.riskTitle } });
    await afterOrderPaid(tx, id, { actorId: actor.id });
    await recordAudit(tx, actor, {
      action: 'order.accept',
      entity: 'order',
      entityId: id,
      before: { paymentStatus: order.paymentStatus, heldForReview: true, riskTitle: order.riskTitle },
      after: { paymentStatus: 'paid', heldForReview: false },
    });
    return { kind: 'done', count: 1 };
  });
}
