import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PAGE, RELATED_BOOKS_LIMIT, clampLimit } from '../../domain/limits';
import type { BookSort } from '../../domain/types';
import { FIELD_MAX } from '../../domain/validation';
import { takaToPaisa } from '../../domain/pricing';
import { BOOK_FIELD_MESSAGES, BookCreateBody, BookPatchBody, BookResponse, DeletedResponse } from '../../domain/schemas/admin';
import { ErrorBody, UuidParams } from '../../domain/schemas/common';
import { requireAdmin } from '../auth/guards';
import { badRequest, notFound } from '../http-errors';
import { archiveOrDeleteBook, bookWriteOf, createBook, updateBook, type BookWrite } from '../services/book-writes';
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

// --- The control panel: add, edit, remove books (admins) ------------------------------------------------------

const bookFieldErrors = plainSchemaErrors({
  image: BOOK_FIELD_MESSAGES.image,
  name: 'name must not contain control characters',
  category: 'category must not contain control characters',
  description: 'description must not contain control characters other than tabs and line breaks',
  id: 'id must be a book id (a UUID)',
});

/** Any failed check of price or stock gets the one clear sentence for that field; other fields their plain message. */
const bookWriteErrors: typeof bookFieldErrors = (errors, dataVar) => {
  const field = errors[0]?.instancePath.replace(/^\//, '');
  if (field === 'price' || field === 'stock') return new Error(BOOK_FIELD_MESSAGES[field]);
  return bookFieldErrors(errors, dataVar);
};

/**
 * preValidation: trims the text fields, and refuses a price or stock that is neither a number nor a numeric string
 * (AJV would coerce true to 1) or a price string with more than two decimals.
 */
async function checkBookBody(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const field of ['name', 'category', 'description', 'image'] as const) {
    if (typeof body[field] === 'string') body[field] = (body[field] as string).trim();
  }
  for (const field of ['price', 'stock'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if (typeof value === 'string' && value.trim() !== '') body[field] = value.trim();
    else if (typeof value !== 'number') throw badRequest(BOOK_FIELD_MESSAGES[field]);
  }
  if (typeof body.price === 'string' && takaToPaisa(body.price) === null) throw badRequest(BOOK_FIELD_MESSAGES.price);
}

export const bookWritesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/books',
    {
      preValidation: checkBookBody,
      schemaErrorFormatter: bookWriteErrors,
      schema: {
        tags: ['books'],
        summary: 'Add a book (admins only); the server makes its sku',
        description:
          'price: taka, positive, at most two decimals; stock: a whole number ≥ 0; image: a URL from POST /images (or http(s)). ' +
          'Answers 201 { status: "Successful", data: book }.',
        security: [{ bearer: [] }],
        body: BookCreateBody,
        response: { 201: BookResponse, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request, reply) => {
      const row = await createBook(app.db, bookWriteOf(request.body) as BookWrite);
      return reply.status(201).send({ status: 'Successful' as const, data: toBookJson(row) });
    },
  );

  app.patch(
    '/books/:id',
    {
      preValidation: checkBookBody,
      schemaErrorFormatter: bookWriteErrors,
      schema: {
        tags: ['books'],
        summary: 'Change any of name, category, price, stock, description, image of a book (admins only)',
        security: [{ bearer: [] }],
        params: UuidParams,
        body: BookPatchBody,
        response: { 200: BookResponse, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      const row = await updateBook(app.db, request.params.id, bookWriteOf(request.body));
      if (!row) throw notFound('No such book');
      return { status: 'Successful' as const, data: toBookJson(row) };
    },
  );

  app.delete(
    '/books/:id',
    {
      schemaErrorFormatter: bookWriteErrors,
      schema: {
        tags: ['books'],
        summary: 'Remove a book (admins only): archived when it has orders (kept for their history), erased otherwise',
        description:
          'Either way it leaves the catalogue: list, search, categories, related lists, the detail page (404) and checkout. ' +
          'Answers { status: "Successful", deletedCount: 1 }; 404 for an unknown or already removed book.',
        security: [{ bearer: [] }],
        params: UuidParams,
        response: { 200: DeletedResponse, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      const outcome = await archiveOrDeleteBook(app.db, request.params.id);
      if (outcome === 'not-found') throw notFound('No such book');
      return { status: 'Successful' as const, deletedCount: 1 };
    },
  );
};
