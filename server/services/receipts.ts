import { and, eq, inArray } from 'drizzle-orm';
import { formatPaisa } from '../../domain/pricing';
import type { Receipt } from '../../domain/schemas/receipts';
import { isAdminRole, type Viewer } from '../auth/guards';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { notFound } from '../errors';
import { dhakaTime, SHOP_NAME } from '../mail/templates';

export const SHOP = {
  name: SHOP_NAME,
  address: 'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh',
  email: 'support@boipoka.test',
};

/**
 * A paid order's receipt (a refunded one keeps it, marked refunded), for its owner or an admin. Anyone else, an
 * unpaid order and an unknown id all get the same 404, so order ids cannot be probed.
 */
export async function receiptOf(db: Db, viewer: Viewer, orderId: string): Promise<Receipt> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, ['paid', 'refunded'])))
    .limit(1);
  if (!order || (order.userId !== viewer.id && !isAdminRole(viewer.role))) throw notFound('No receipt for this order');
  const paidAt = order.paidAt ?? order.createdAt;
  return {
    shop: SHOP,
    orderId: order.id,
    tranId: order.tranId,
    paidAt: paidAt.toISOString(),
    paidAtDhaka: dhakaTime(paidAt),
    customer: { name: order.cusName, email: order.cusEmail, phone: order.cusPhone, address: order.cusState },
    book: order.productName,
    price: formatPaisa(order.pricePaisa),
    tax: formatPaisa(order.taxPaisa),
    serviceCharge: formatPaisa(order.serviceChargePaisa),
    discount: formatPaisa(order.discountPaisa),
    grandTotal: formatPaisa(order.totalAmountPaisa),
    refunded: formatPaisa(order.refundedPaisa),
    paymentStatus: order.paymentStatus === 'refunded' ? 'refunded' : 'paid',
    paymentMethod: order.cardType ?? 'SSLCommerz',
    deliveryStatus: order.deliveryStatus,
    language: order.language,
  };
}
