/** Order shapes of /api/v1/orders (SPEC.md §3 field names). */
import { Type, type Static } from 'typebox';
import { RATING } from '../limits';
import { PageQuery, Text, Uuid, pagedList } from './common';

export const PaymentStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('paid'),
  Type.Literal('failed'),
  Type.Literal('cancelled'),
  Type.Literal('expired'),
]);
export type PaymentStatus = Static<typeof PaymentStatus>;
export const DeliveryStatus = Type.Union([Type.Literal('pending'), Type.Literal('confirmed')]);

export const OrderReview = Type.Object({
  name: Type.String(),
  email: Type.String(),
  image: Type.String(),
  rating: Type.Number(),
  review: Type.String(),
});
export type OrderReview = Static<typeof OrderReview>;

export const OrderItem = Type.Object({
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
  /** A validated payment kept out of `paid` for an admin (risk_level 1, or paid after the order was closed). */
  heldForReview: Type.Boolean(),
  review: Type.Optional(OrderReview),
});
export type OrderItem = Static<typeof OrderItem>;

export const ORDERS_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

export const OrderListQuery = Type.Object({
  ...PageQuery.properties,
  search: Type.Optional(Text({ maxLength: 100, description: 'tran_id (exact or prefix), customer e-mail or product name' })),
});
export type OrderListQuery = Static<typeof OrderListQuery>;

export const OrderList = pagedList(OrderItem, 'totalOrders');
export type OrderList = Static<typeof OrderList>;

export const OrderIdParams = Type.Object({ id: Uuid });

/** PATCH /orders/:id — name, e-mail and image come from the account, never from the body. */
export const AddReviewBody = Type.Object({
  rating: Type.Number({ minimum: RATING.min, maximum: RATING.max, multipleOf: RATING.step }),
  review: Text({ multiline: true, minLength: 1, maxLength: 1000 }),
});
export type AddReviewBody = Static<typeof AddReviewBody>;

export const AddReviewResult = Type.Object({ acknowledged: Type.Literal(true), modifiedCount: Type.Integer() });
export type AddReviewResult = Static<typeof AddReviewResult>;
