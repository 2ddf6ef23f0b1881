import { eq, sql } from 'drizzle-orm';
import { limitFor } from '../../domain/limits';
import type { PublicReview } from '../../domain/schemas/reviews';
import type { Db } from '../db/client';
import { orders, reviews } from '../db/schema';

/**
 * The home carousel (at most the list's maximum; a larger request is clamped): newest reviews first
 * (reviews_created_at_idx) with the reviewed product's snapshot from its order. Only public fields are selected — never
 * the reviewer's e-mail or the order's customer data.
 */
export async function listPublicReviews(db: Db, requested?: number): Promise<PublicReview[]> {
  const limit = limitFor('publicReviews', requested);
  const rows = await db
    .select({
      id: reviews.id,
      name: reviews.name,
      image: reviews.image,
      rating: reviews.rating,
      review: reviews.review,
      createdAt: reviews.createdAt,
      productName: orders.productName,
      productImage: orders.productImage,
    })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .orderBy(sql`${reviews.createdAt} DESC`, sql`${reviews.id} DESC`)
    .limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    image: row.image,
    rating: row.rating,
    review: row.review,
    product_name: row.productName,
    product_image: row.productImage,
    createdAt: row.createdAt.toISOString(),
  }));
}
