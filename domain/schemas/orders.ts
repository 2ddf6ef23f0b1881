/** Orders (SPEC.md §3 field names) and GET /orders/mine. */
import { Type, type Static } from 'typebox';
import { limitQueryOf, listOf } from './common';
import { Review } from './reviews';

export const PaymentStatus = Type.Enum(['pending', 'paid', 'failed', 'cancelled', 'expired']);
export type PaymentStatus = Static<typeof PaymentStatus>;
export const DeliveryStatus = Type.Enum(['pending', 'confirmed']);
export type DeliveryStatus = Static<typeof DeliveryStatus>;

export const Order = Type.Object({
  _id: Type.String(),
  createdAt: Type.String(),
  bookId: Type.Union([Type.String(), Type.Null()]),
  cus_name: Type.String(),
  cus_email: Type.String(),
  cus_phone: Type.String(),
  cus_state: Type.String(),
  total_amount: Type.Number({ description: 'Taka, two decimals' }),
  tran_id: Type.String(),
  product_name: Type.String(),
  product_image: Type.String(),
  product_category: Type.String(),
  product_profile: Type.String(),
  paymentStatus: PaymentStatus,
  deliveryStatus: DeliveryStatus,
  review: Type.Optional(Type.Object(Review.properties, { description: 'Present when the order has a review' })),
});
export type Order = Static<typeof Order>;

export const MyOrdersQuery = limitQueryOf('myOrders');
export const OrderListResponse = listOf(Order);
export type OrderListResponse = Static<typeof OrderListResponse>;
