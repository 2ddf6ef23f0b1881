import type { FastifyPluginAsync } from 'fastify';
import { PAGE, RELATED_BOOKS_LIMIT, clampLimit } from '../../domain/limits';
import type { BookSort } from '../../domain/types';
import { FIELD_MAX } from '../../domain/validation';
import { notFound } from '../http-errors';
import { errorSchema, pagedListSchema, plainSchemaErrors } from './schemas';
import { CATEGORIES_MAX, RELATED_BOOKS_MAX, findBook, listBooks, listCategories, relatedBooks, toBookJson } from '../services/books';

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
const isUuid = (id: string) => new RegExp(UUID_PATTERN).test(id);

/** No control characters in search text (a match could otherwise span search_text's name/category separator). */
const NO_CONTROL_CHARS = '^[^\\u0000-\\u001f\\u007f]*$';

const idParams = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } as const;

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
      schemaErrorFormatter: plainSchemaErrors({ search: 'search must not contain control characters' }),
      schema: {
        tags: ['books'],
        summary: 'The catalogue, newest first or by copies sold; searchable and filterable, always paged',
        querystring: {
          type: 'object',
          properties: {
            search: {
              type: 'string',
              maxLength: FIELD_MAX.search,
              pattern: NO_CONTROL_CHARS,
              description: 'Case-insensitive substring of the name or the category, trimmed; % _ and \\ are literal; empty = no filter',
            },
            category: { type: 'string', maxLength: FIELD_MAX.category, description: 'Exact category' },
            page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
            limit: { type: 'integer', minimum: 1, description: `Page size, default ${PAGE.defaultLimit}; larger values are clamped to ${PAGE.maxLimit}` },
            sort: { type: 'string', enum: ['newest', 'top'], default: 'newest', description: 'newest: by creation time; top: by copies sold' },
          },
        },
        response: {
          200: pagedListSchema(bookSchema, 'totalBooks', 'All matches, not just this page'),
          '4xx': errorSchema,
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

  // A static path: find-my-way matches it before the parametric /books/:id whatever the order.
  app.get(
    '/books/categories',
    {
      schema: {
        tags: ['books'],
        summary: `The distinct categories with their number of books, by category (at most ${CATEGORIES_MAX})`,
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  result: {
                    type: 'array',
                    items: { type: 'object', properties: { category: { type: 'string' }, count: { type: 'integer' } } },
                  },
                },
              },
            },
          },
        },
      },
    },
    async () => ({ data: { result: await listCategories(app.db) } }),
  );

  app.get<{ Params: { id: string } }>(
    '/books/:id',
    {
      schema: {
        tags: ['books'],
        summary: 'One book',
        params: idParams,
        response: { 200: { type: 'object', properties: { data: bookSchema } }, '4xx': errorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = isUuid(id) ? await findBook(app.db, id) : null;
      if (!row) throw notFound('No such book');
      return { data: toBookJson(row) };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { limit?: number } }>(
    '/books/:id/related',
    {
      schemaErrorFormatter: plainSchemaErrors(),
      schema: {
        tags: ['books'],
        summary: 'More books of the same category, newest first, without the book itself',
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            limit: {
              type: 'integer',
              minimum: 1,
              description: `How many, default ${RELATED_BOOKS_LIMIT}; larger values are clamped to ${RELATED_BOOKS_MAX}`,
            },
          },
        },
        response: {
          200: { type: 'object', properties: { data: { type: 'object', properties: { result: { type: 'array', items: bookSchema } } } } },
          '4xx': errorSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const book = isUuid(id) ? await findBook(app.db, id) : null;
      if (!book) throw notFound('No such book');
      const rows = await relatedBooks(app.db, book, clampLimit(request.query.limit, RELATED_BOOKS_LIMIT, RELATED_BOOKS_MAX));
      return { data: { result: rows.map(toBookJson) } };
    },
  );
};
