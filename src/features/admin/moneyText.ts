import { formatTaka } from '../../lib/format';
import type { Order } from '../../../domain/types';

/** How a toast names an order: its book and transaction id, never its internal id. */
type OrderNames = Pick<Order, 'product_name' | 'tran_id'>;

/** Paisa still refundable: the total minus what was refunded and what the gateway is processing. */
export const leftToRefund = (order: Order) =>
  Math.round(order.total_amount * 100) - order.refundedPaisa - order.refundPendingPaisa;

/** What the panel's money screens say: held orders, refunds, the activity trail, payments, the CSV export. */
export const moneyText = {
  heldTitle: 'Held for review',
  heldIntro: 'The gateway flagged these payments as risky. Accept one to make it paid, or refund it.',
  heldDecideAbove: 'Accept or refund it above',
  accept: 'Accept',
  acceptTitle: 'Accept held order',
  accepted: (order: OrderNames) => `Order ${order.tran_id} (“${order.product_name}”) accepted: it is paid now.`,
  refund: 'Refund',
  refundTitle: 'Refund order',
  refundAmount: 'Amount (৳)',
  refundAmountHelp: (leftPaisa: number) => `Up to ${formatTaka(leftPaisa / 100)} is left to refund`,
  refundAmountInvalid: (leftPaisa: number) => `Enter an amount from ৳ 0.01 to ${formatTaka(leftPaisa / 100)}`,
  refundReason: 'Reason',
  refundReasonRequired: 'Give a reason for the refund',
  refundSubmit: 'Refund',
  refundDone: (amountPaisa: number, order: OrderNames) =>
    `Refunded ${formatTaka(amountPaisa / 100)} for “${order.product_name}” (${order.tran_id}).`,
  refundProcessing: (amountPaisa: number, order: OrderNames) =>
    `Refund of ${formatTaka(amountPaisa / 100)} for “${order.product_name}” (${order.tran_id}) sent: the gateway is processing it.`,
  refunded: (paisa: number) => `Refunded ${formatTaka(paisa / 100)}`,
  refundPending: (paisa: number) => `Refund processing ${formatTaka(paisa / 100)}`,
  risk: 'Risk',
  exportTitle: 'Export orders (CSV)',
  exportFrom: 'From',
  exportTo: 'To',
  exportButton: 'Download CSV',
  exportFailed: 'The export failed. Check the dates (at most a year) and try again.',
  activityTitle: 'Activity',
  activityFilters: 'Filter the activity',
  activityAdmin: 'Admin e-mail',
  activityEntity: 'Entity',
  activityAny: 'Any',
  activityNone: 'No admin actions match.',
  paymentsTitle: 'Payments',
  paymentsIntro: 'What the periodic payment pass found at the gateway, and what it did.',
  paymentsProcessing: (n: number) => `${n} refund${n === 1 ? '' : 's'} still processing at the gateway`,
  paymentsNone: 'The payment pass has found nothing to report.',
  apply: 'Apply',
} as const;

export const FINDING_LABELS: Record<string, string> = {
  paid_unmarked: 'Paid at the gateway, not marked here',
  expired: 'Expired',
  amount_mismatch: 'Amount mismatch',
  refund_processing: 'Refund processing',
  refund_completed: 'Refund completed',
  refund_failed: 'Refund failed',
  orphan_payment_refunded: 'Payment without an order, refunded',
};
