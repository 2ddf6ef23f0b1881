/** Reviews: the one embedded in an order, and the public ones of GET /reviews (home carousel). */
import { Type, type Static } from 'typebox';
import { limitQueryOf, listOf } from './common';

/** A review as its order's owner and admins see it. */
export const Review = Type.Object({
  name: Type.String(),
  email: Type.String(),
  image: Type.String(),
  rating: Type.Number(),
  review: Type.String(),
});
export type Review = Static<typeof Review>;

/**
 * Exactly what the public may see of a review: the serializer drops anything else (e-mail, phone, address, tran_id).
 */
export const PublicReview = Type.Object(
  {
    _id: Type.String(),
    name: Type.String(),
    image: Type.String(),
    rating: Type.Number(),
    review: Type.String(),
    product_name: Type.String(),
    product_image: Type.String(),
    createdAt: Type.String(),
  },
  { additionalProperties: false },
);
export type PublicReview = Static<typeof PublicReview>;

export const PublicReviewsQuery = limitQueryOf('publicReviews');
export const PublicReviewsResponse = listOf(PublicReview);
export type PublicReviewsResponse = Static<typeof PublicReviewsResponse>;
