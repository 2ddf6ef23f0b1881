const PAYMENT_KEYS: Record<string, string> = {
  pending: 'orders.payment.pending',
  paid: 'orders.payment.paid',
  failed: 'orders.payment.failed',
  cancelled: 'orders.payment.cancelled',
  expired: 'orders.payment.expired',
  refunded: 'orders.payment.refunded',
};

/** A payment status ('paid') as a catalogue key, or null for one this screen does not know. */
export const paymentStatusKey = (status: string): string | null => PAYMENT_KEYS[status] ?? null;
