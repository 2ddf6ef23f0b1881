/**
 * What follows when an order becomes paid, whichever path made it so (the gateway's validation, or an admin accepting
 * a held order). Call it inside the transaction that marks the order paid.
 */
import type { Db } from '../db/client';
import { recordOrderEvent } from './order-events';

export async function afterOrderPaid(db: Db, orderId: string): Promise<void> {
  await recordOrderEvent(db, orderId, 'paid');
}
