import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIST_LIMITS } from '../../domain/limits';
import {
  BookCategoriesResponse,
  BookListQuery,
  BookListResponse,
  BookResponse,
  RelatedBooksQuery,
  RelatedBooksResponse,
} from '../../domain/schemas/books';
import { ErrorBody, UuidParams } from '../../domain/schemas/common';
import { bookById, listBooks, listCategories, relatedBooksOf } from '../services/books';

export const booksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/books',
    {
      schema: {
        tags: ['books'],
        summary: 'The catalogue, newest first or by copies sold; searchable and filterable, always paged',
        querystring: BookListQuery,
        response: { 200: BookListResponse, '4xx': ErrorBody },
      },
    },
    async (request) => ({ data: await listBooks(app.db, request.query) }),
  );

  // A static path: find-my-way matches it before the parametric /books/:id whatever the order.
  app.get(
    '/books/categories',
    {
      schema: {
        tags: ['books'],
        summary: `The distinct categories with their number of books, by category (at most ${LIST_LIMITS.categories.maxLimit})`,
        response: { 200: BookCategoriesResponse },
      },
    },
    async () => ({ data: { result: await listCategories(app.db) } }),
  );

  app.get(
    '/books/:id',
    {
      schema: {
        tags: ['books'],
        summary: 'One book',
        params: UuidParams,
        response: { 200: BookResponse, '4xx': ErrorBody },
      },
    },
    async (request) => ({ data: await bookById(app.db, request.params.id) }),
  );

  app.get(
    '/books/:id/related',
    {
      schema: {
        tags: ['books'],
        summary: 'More books of the same category, newest first, without the book itself',
        params: UuidParams,
        querystring: RelatedBooksQuery,
        response: { 200: RelatedBooksResponse, '4xx': ErrorBody },
      },
    },
    async (request) => ({ data: { result: await relatedBooksOf(app.db, request.params.id, request.query.limit) } }),
  );
};
