import { asc, inArray } from 'drizzle-orm';
import type { OrderEventType } from '../../domain/order-events';
import type { Db } from '../db/client';
import { orderEvents } from '../db/schema';

export interface OrderEventInput {
  /** The admin who caused it; none for the shopper's own steps and the gateway's. */
  actorId?: string | null;
  data?: Record<string, unknown>;
}

/** Appends an event to an order's timeline; call it inside the transaction that makes the change. */
export async function recordOrderEvent(db: Db, orderId: string, type: OrderEventType, input: OrderEventInput = {}) {
  await db.insert(orderEvents).values({ orderId, type, actorId: input.actorId ?? null, data: input.data ?? null });
}

/** The timelines of some orders (a page of them), oldest event first. */
export async function timelinesOf(db: Db, orderIds: readonly string[]) {
  const byOrder = new Map<string, { type: string; at: Date; data: Record<string, unknown> | null }[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ orderId: orderEvents.orderId, type: orderEvents.type, at: orderEvents.at, data: orderEvents.data })
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, [...orderIds]))
    .orderBy(asc(orderEvents.orderId), asc(orderEvents.at), asc(orderEvents.id));
  for (const { orderId, ...event } of rows) {
    const list = byOrder.get(orderId) ?? [];
    list.push(event);
    byOrder.set(orderId, list);
  }
  return byOrder;
}
