/** The kinds of event an order's timeline holds, oldest first. */
export const ORDER_EVENT_TYPES = [
  'created',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'held',
  'accepted',
  'confirmed',
  'refund_requested',
  'refunded',
  'refund_failed',
] as const;

export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];
