import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../domain/schemas/common';
import { PublicReviewsQuery, PublicReviewsResponse } from '../../domain/schemas/reviews';
import { listPublicReviews } from '../services/reviews';

export const reviewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/reviews',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['reviews'],
        summary:
          'Latest reviews for the home carousel (public: reviewer name and image, rating, text, product name and image)',
        querystring: PublicReviewsQuery,
        response: { 200: PublicReviewsResponse, '4xx': ErrorBody },
      },
    },
    async (request) => ({ data: { result: await listPublicReviews(app.db, request.query.limit) } }),
  );
};
