import type { FastifyPluginAsync } from 'fastify';
import { PAGE } from '../../domain/limits';
import type { BookSort } from '../../domain/types';
import { FIELD_MAX } from '../../domain/validation';
import { notFound } from '../http-errors';
import { clampLimit, findBook, listBooks, toBookJson } from '../services/books';

export const bookSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    name: { type: 'string' },
    image: { type: 'string' },
    category: { type: 'string' },
    stock: { type: 'integer' },
    description: { type: 'string' },
    sku: { type: 'string' },
    price: { type: 'number' },
    createdAt: { type: 'string' },
  },
} as const;

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

interface ListQuery {
  search?: string;
  category?: string;
  page: number;
  limit?: number;
  sort: BookSort;
}

export const booksRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ListQuery }>(
    '/books',
    {
      schema: {
        tags: ['books'],
        summary: 'The catalogue, newest first or by copies sold; searchable and filterable, always paged',
        querystring: {
          type: 'object',
          properties: {
            search: { type: 'string', maxLength: FIELD_MAX.search, description: 'Case-insensitive substring of name or category' },
            category: { type: 'string', maxLength: FIELD_MAX.category },
            page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
            limit: { type: 'integer', minimum: 1, description: `Page size, at most ${PAGE.maxLimit}` },
            sort: { type: 'string', enum: ['newest', 'top'], default: 'newest' },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  result: { type: 'array', items: bookSchema },
                  totalBooks: { type: 'integer' },
                  page: { type: 'integer' },
                  limit: { type: 'integer' },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const { search, category, page, sort } = request.query;
      const limit = clampLimit(request.query.limit);
      const { rows, total } = await listBooks(app.db, { search, category: category?.trim() || undefined, page, limit, sort });
      return { data: { result: rows.map(toBookJson), totalBooks: total, page, limit } };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/books/:id',
    {
      schema: {
        tags: ['books'],
        summary: 'One book',
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        response: { 200: { type: 'object', properties: { data: bookSchema } } },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = new RegExp(UUID_PATTERN).test(id) ? await findBook(app.db, id) : null;
      if (!row) throw notFound('No such book');
      return { data: toBookJson(row) };
    },
  );
};
