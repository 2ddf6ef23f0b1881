import type { DeliveryStatus, Order, PaymentStatus } from '../../../domain/types';
import type { AUDIT_ENTITIES } from '../../../domain/schemas/money';

/** Paisa still refundable: the total minus what was refunded and what the gateway is processing. */
export const leftToRefund = (order: Order) =>
  Math.round(order.total_amount * 100) - order.refundedPaisa - order.refundPendingPaisa;

/** Catalogue keys of the states an order's chips show (the stored values are English codes). */
export const PAYMENT_STATUS_KEYS: Record<PaymentStatus, string> = {
  pending: 'admin.payment.pending',
  paid: 'admin.payment.paid',
  failed: 'admin.payment.failed',
  cancelled: 'admin.payment.cancelled',
  expired: 'admin.payment.expired',
  refunded: 'admin.payment.refunded',
};

export const DELIVERY_STATUS_KEYS: Record<DeliveryStatus, string> = {
  pending: 'admin.delivery.pending',
  confirmed: 'admin.delivery.confirmed',
};

/** Catalogue keys of what the payment pass found; an unknown kind is shown as it is. */
export const FINDING_KEYS: Record<string, string> = {
  paid_unmarked: 'admin.finding.paid_unmarked',
  expired: 'admin.finding.expired',
  amount_mismatch: 'admin.finding.amount_mismatch',
  refund_processing: 'admin.finding.refund_processing',
  refund_completed: 'admin.finding.refund_completed',
  refund_failed: 'admin.finding.refund_failed',
  orphan_payment_refunded: 'admin.finding.orphan_payment_refunded',
};

export const ENTITY_KEYS: Record<(typeof AUDIT_ENTITIES)[number], string> = {
  user: 'admin.entity.user',
  book: 'admin.entity.book',
  order: 'admin.entity.order',
  contact: 'admin.entity.contact',
  refund: 'admin.entity.refund',
};
