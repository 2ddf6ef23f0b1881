import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC_REVIEWS_LIMIT, clampLimit } from '../../domain/limits';
import { PUBLIC_REVIEWS_MAX, listPublicReviews } from '../services/reviews';
import { errorSchema, plainSchemaErrors } from './schemas';

/** Exactly what the public may see of a review: the serializer drops anything else (e-mail, phone, address, tran_id). */
export const publicReviewSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    name: { type: 'string' },
    image: { type: 'string' },
    rating: { type: 'number' },
    review: { type: 'string' },
    product_name: { type: 'string' },
    product_image: { type: 'string' },
    createdAt: { type: 'string' },
  },
  additionalProperties: false,
} as const;

export const reviewsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { limit?: number } }>(
    '/reviews',
    {
      schemaErrorFormatter: plainSchemaErrors(),
      schema: {
        tags: ['reviews'],
        summary: 'Latest reviews for the home carousel (public: reviewer name and image, rating, text, product name and image)',
        querystring: {
          type: 'object',
          properties: {
            limit: {
              type: 'integer',
              minimum: 1,
              description: `How many, default ${PUBLIC_REVIEWS_LIMIT}; larger values are clamped to ${PUBLIC_REVIEWS_MAX}`,
            },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'object', properties: { result: { type: 'array', items: publicReviewSchema } } } },
          },
          '4xx': errorSchema,
        },
      },
    },
    async (request) => {
      const limit = clampLimit(request.query.limit, PUBLIC_REVIEWS_LIMIT, PUBLIC_REVIEWS_MAX);
      return { data: { result: await listPublicReviews(app.db, limit) } };
    },
  );
};
