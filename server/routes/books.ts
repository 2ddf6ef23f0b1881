import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { LIST_LIMITS } from '../../domain/limits';
import { takaToPaisa } from '../../domain/pricing';
import {
  BOOK_FIELD_MESSAGES,
  BookCreateBody,
  BookPatchBody,
  BookWriteResponse,
  DeletedResponse,
} from '../../domain/schemas/admin';
import {
  BookCategoriesResponse,
  BookListQuery,
  BookListResponse,
  BookResponse,
  RelatedBooksQuery,
  RelatedBooksResponse,
} from '../../domain/schemas/books';
import { ErrorBody, UuidParams } from '../../domain/schemas/common';
import { requireAdmin } from '../auth/guards';
import { invalid } from '../errors';
import { plainSchemaErrors } from '../validation';
import { BookStockResponse } from '../../domain/schemas/money';
import { addBook, bookStock, changeBook, removeBook } from '../services/book-writes';
import { bookById, listBooks, listCategories, relatedBooksOf } from '../services/books';

export const booksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/books',
    {
      config: { catalogueCache: true },
      schema: {
        tags: ['books'],
        summary: 'The catalogue, newest first or by copies sold; searchable and filterable, always paged',
        querystring: BookListQuery,
        response: { 200: BookListResponse, '4xx': ErrorBody },
      },
    },
    async (request) => ({ data: await listBooks(app.db, request.query, app.config.searchCountCap) }),
  );

  // A static path: find-my-way matches it before the parametric /books/:id whatever the order.
  app.get(
    '/books/categories',
    {
      config: { catalogueCache: true },
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
      config: { catalogueCache: true },
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
      config: { catalogueCache: true },
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

// --- The control panel: add, edit, remove books (admins) ------------------------------------------------------

/** Any failed check of price or stock gets the one clear sentence for that field; other fields their plain message. */
function bookWriteErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const field = errors[0]?.instancePath.replace(/^\//, '');
  if (field === 'price' || field === 'stock') return new Error(BOOK_FIELD_MESSAGES[field]);
  if (field === 'image' && errors[0]?.keyword === 'pattern') return new Error(BOOK_FIELD_MESSAGES.image);
  return plainSchemaErrors(errors, dataVar);
}

/**
 * preValidation: trims the text fields; a price or stock typed into a form arrives as text ('250.50', '3'), so a
 * well-formed one becomes a number — anything else (true, '12abc', three decimals) is refused with its sentence.
 */
async function readBookForm(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const field of ['name', 'category', 'description', 'image'] as const) {
    if (typeof body[field] === 'string') body[field] = (body[field] as string).trim();
  }
  if (typeof body.price === 'string') {
    const paisa = takaToPaisa(body.price);
    if (paisa === null) throw invalid(BOOK_FIELD_MESSAGES.price);
    body.price = paisa / 100;
  } else if (body.price !== undefined && typeof body.price !== 'number') throw invalid(BOOK_FIELD_MESSAGES.price);
  if (typeof body.stock === 'string') {
    if (!/^\s*\d{1,9}\s*$/.test(body.stock)) throw invalid(BOOK_FIELD_MESSAGES.stock);
    body.stock = Number(body.stock);
  } else if (body.stock !== undefined && typeof body.stock !== 'number') throw invalid(BOOK_FIELD_MESSAGES.stock);
}

export const bookWritesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/books',
    {
      config: { changesCatalogue: true },
      preValidation: readBookForm,
      schemaErrorFormatter: bookWriteErrors,
      schema: {
        tags: ['books'],
        summary: 'Add a book (admins only); the server makes its sku',
        description:
          'price: taka, positive, at most two decimals; stock: a whole number ≥ 0; image: a URL from POST /images (or http(s)). ' +
          'Answers 201 { status: "Successful", data: book }.',
        security: [{ bearer: [] }],
        body: BookCreateBody,
        response: { 201: BookWriteResponse, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ status: 'Successful' as const, data: await addBook(app.db, request.viewer, request.body) }),
  );

  app.patch(
    '/books/:id',
    {
      config: { changesCatalogue: true },
      preValidation: readBookForm,
      schemaErrorFormatter: bookWriteErrors,
      schema: {
        tags: ['books'],
        summary: 'Change any of name, category, price, stock, description, image of a book (admins only)',
        security: [{ bearer: [] }],
        params: UuidParams,
        body: BookPatchBody,
        response: { 200: BookWriteResponse, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request) => ({
      status: 'Successful' as const,
      data: await changeBook(app.db, request.viewer, request.params.id, request.body),
    }),
  );

  app.get(
    '/books/:id/stock',
    {
      schema: {
        tags: ['books'],
        summary:
          'A book’s available copies (what stock edits set) and the copies reserved on top by payments in progress (admins only)',
        security: [{ bearer: [] }],
        params: UuidParams,
        response: { 200: BookStockResponse, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request) => ({ data: await bookStock(app.db, request.params.id) }),
  );

  app.delete(
    '/books/:id',
    {
      config: { changesCatalogue: true },
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
    async (request) => ({
      status: 'Successful' as const,
      deletedCount: await removeBook(app.db, request.viewer, request.params.id),
    }),
  );
};
