/** Orders (SPEC.md §3 field names): GET /orders, GET /orders/mine, PATCH /orders/:id (the review). */
import { Type, type Static } from 'typebox';
import { RATING } from '../limits';
import { ORDER_EVENT_TYPES } from '../order-events';
import { Text, limitQueryOf, listOf, pageQueryOf, pagedList } from './common';
import { Review } from './reviews';

export const PaymentStatus = Type.Enum(['pending', 'paid', 'failed', 'cancelled', 'expired', 'refunded']);
export type PaymentStatus = Static<typeof PaymentStatus>;
export const DeliveryStatus = Type.Enum(['pending', 'confirmed']);
export type DeliveryStatus = Static<typeof DeliveryStatus>;

export const OrderEventJson = Type.Object({
  type: Type.Enum([...ORDER_EVENT_TYPES]),
  at: Type.String(),
});
export type OrderEventJson = Static<typeof OrderEventJson>;
const OrderEvent = OrderEventJson;

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
  heldForReview: Type.Boolean({ description: 'A validated payment kept out of paid for an admin (risk_level 1)' }),
  risk_title: Type.Union([Type.String(), Type.Null()], { description: "The gateway's risk_title of a held payment" }),
  refundedPaisa: Type.Integer({ description: 'Refunded so far (successful refunds), integer paisa' }),
  refundPendingPaisa: Type.Integer({ description: 'Refunds asked of the gateway and not settled yet, integer paisa' }),
  review: Type.Optional(Type.Object(Review.properties, { description: 'Present when the order has a review' })),
  paidAt: Type.Optional(Type.String({ description: 'When the payment was received' })),
  paymentMethod: Type.Optional(
    Type.String({ description: "As the gateway reported it (card_type, e.g. 'BKASH-BKash')" }),
  ),
  timeline: Type.Optional(Type.Array(OrderEvent, { description: 'What happened to the order, oldest first' })),
});
export type Order = Static<typeof Order>;

export const MyOrdersQuery = limitQueryOf('myOrders');
export const OrderListResponse = listOf(Order);
export type OrderListResponse = Static<typeof OrderListResponse>;

export const OrderListQuery = Type.Object({
  ...pageQueryOf('orders').properties,
  search: Type.Optional(
    Text({ maxLength: 100, description: 'tran_id (exact or prefix), customer e-mail or product name' }),
  ),
  filter: Type.Optional(
    Type.Enum(['held', 'refunded'], {
      description: 'held: orders held for review; refunded: orders with a refund (done or under way)',
    }),
  ),
});
export type OrderListQuery = Static<typeof OrderListQuery>;

export const OrderList = pagedList(Order, 'totalOrders');
export type OrderList = Static<typeof OrderList>;

/** PATCH /orders/:id — name, e-mail and image come from the account, never from the body. */
export const AddReviewBody = Type.Object({
  rating: Type.Number({ minimum: RATING.min, maximum: RATING.max, multipleOf: RATING.step }),
  review: Text({ multiline: true, minLength: 1, maxLength: 1000 }),
});
export type AddReviewBody = Static<typeof AddReviewBody>;

export const AddReviewResult = Type.Object({ acknowledged: Type.Literal(true), modifiedCount: Type.Integer() });
export type AddReviewResult = Static<typeof AddReviewResult>;

/** A page of GET /orders, as the SPA holds it. */
export type OrdersPage = OrderList['data'];
/** GET /orders' query as the SPA sends it: every field may be left to the server's default. */
export type OrdersQuery = Partial<OrderListQuery>;
/** The SPA's PATCH /orders/:id: the body and the order it reviews. */
export type ReviewInput = AddReviewBody & { orderId: string };
