/**
 * What follows an order's change of state, written inside the transaction that makes the change: the timeline event
 * and the mail it causes. Every path that marks an order paid (the gateway's validation today; an admin accepting a
 * held order) calls afterOrderPaid, so each paid order gets one 'paid' event and one receipt mail.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { deliveryConfirmedMail, receiptMail, type MailOrder } from '../mail/templates';
import { recordOrderEvent } from './order-events';

export interface AfterPaidOptions {
  /** The payment method as the gateway reported it (validation's card_type); kept for the receipt. */
  cardType?: string | null;
  /** The admin who made it paid (accepting a held order); none when the gateway's validation did. */
  actorId?: string | null;
}

const mailColumns = {
  id: orders.id,
  tranId: orders.tranId,
  cusName: orders.cusName,
  cusEmail: orders.cusEmail,
  productName: orders.productName,
  pricePaisa: orders.pricePaisa,
  taxPaisa: orders.taxPaisa,
  serviceChargePaisa: orders.serviceChargePaisa,
  discountPaisa: orders.discountPaisa,
  totalAmountPaisa: orders.totalAmountPaisa,
  paidAt: orders.paidAt,
  cardType: orders.cardType,
  language: orders.language,
};

async function mailOrder(db: Db, orderId: string): Promise<MailOrder | null> {
  const [row] = await db.select(mailColumns).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

/**
 * The order has just become paid: its payment method, the 'paid' event and the receipt mail (deduplicated per order).
 */
export async function afterOrderPaid(db: Db, orderId: string, opts: AfterPaidOptions = {}): Promise<void> {
  const cardType = opts.cardType?.trim().slice(0, 100) || null;
  if (cardType) await db.update(orders).set({ cardType }).where(eq(orders.id, orderId));
  await recordOrderEvent(db, orderId, 'paid', {
    actorId: opts.actorId ?? null,
    data: cardType ? { method: cardType } : undefined,
  });
  const order = await mailOrder(db, orderId);
  if (order) await enqueueMail(db, receiptMail(order));
}

/** An admin confirmed the delivery: the 'confirmed' event and the mail telling the shopper. */
export async function afterDeliveryConfirmed(db: Db, orderId: string, actorId: string | null): Promise<void> {
  await recordOrderEvent(db, orderId, 'confirmed', { actorId });
  const order = await mailOrder(db, orderId);
  if (order) await enqueueMail(db, deliveryConfirmedMail(order));
}
