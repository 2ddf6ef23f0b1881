import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PAGE, clampLimit } from '../../domain/limits';
import { ContactListQuery, ContactListResponse, DeletedResponse } from '../../domain/schemas/admin';
import { ErrorBody, UuidParams } from '../../domain/schemas/common';
import type { ContactInput } from '../../domain/types';
import { EMAIL_PATTERN, FIELD_MAX, PHONE_PATTERN } from '../../domain/validation';
import { requireAdmin } from '../auth/guards';
import { wholeNumberPaging } from './admin';
import { notFound } from '../http-errors';
import { createContact, deleteContact, listContacts, toContactJson } from '../services/contacts';
import { errorSchema, plainSchemaErrors } from './schemas';

const CONTACT_FIELDS = ['name', 'phone', 'email', 'address', 'message'] as const;

/** preValidation: trim the text fields, so the schema checks (and the database stores) what the user meant. */
async function trimContactFields(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const field of CONTACT_FIELDS) {
    const value = body[field];
    if (typeof value === 'string') body[field] = value.trim();
  }
}

export const contactsRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ContactInput }>(
    '/contacts',
    {
      preValidation: trimContactFields,
      schemaErrorFormatter: plainSchemaErrors({
        email: 'email must be a valid e-mail address',
        phone: 'phone must be a valid phone number (7 to 15 digits, optional +, spaces or dashes)',
      }),
      config: { rateLimit: { max: app.config.contactRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['contacts'],
        summary: 'Send a contact message (anyone; rate-limited per client)',
        body: {
          type: 'object',
          required: [...CONTACT_FIELDS],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: FIELD_MAX.name },
            phone: { type: 'string', minLength: 1, maxLength: FIELD_MAX.phone, pattern: PHONE_PATTERN },
            email: { type: 'string', minLength: 1, maxLength: FIELD_MAX.email, pattern: EMAIL_PATTERN },
            address: { type: 'string', minLength: 1, maxLength: FIELD_MAX.address },
            message: { type: 'string', minLength: 1, maxLength: FIELD_MAX.message },
          },
        },
        response: {
          201: {
            type: 'object',
            properties: { status: { type: 'string', enum: ['Successful'] }, data: { type: 'object', properties: { _id: { type: 'string' } } } },
          },
          '4xx': errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = await createContact(app.db, request.body);
      return reply.status(201).send({ status: 'Successful', data: { _id: id } });
    },
  );
};

// --- The control panel: read and delete contact messages (admins) ---------------------------------------------

export const contactsAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const errors = plainSchemaErrors({ id: 'id must be a contact id (a UUID)' });

  app.get(
    '/contacts',
    {
      preValidation: wholeNumberPaging,
      schemaErrorFormatter: errors,
      schema: {
        tags: ['contacts'],
        summary: 'The contact messages, newest first, paged (admins only)',
        description: `{ data: { result, totalContacts, page, limit } }; at most ${PAGE.maxLimit} per page (default ${PAGE.defaultLimit}).`,
        security: [{ bearer: [] }],
        querystring: ContactListQuery,
        response: { 200: ContactListResponse, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      const { page } = request.query;
      const limit = clampLimit(request.query.limit);
      const { rows, total } = await listContacts(app.db, { page, limit });
      return { data: { result: rows.map(toContactJson), totalContacts: total, page, limit } };
    },
  );

  app.delete(
    '/contacts/:id',
    {
      schemaErrorFormatter: errors,
      schema: {
        tags: ['contacts'],
        summary: 'Delete a contact message (admins only)',
        security: [{ bearer: [] }],
        params: UuidParams,
        response: { 200: DeletedResponse, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      const deletedCount = await deleteContact(app.db, request.params.id);
      if (deletedCount === 0) throw notFound('No such contact message');
      return { status: 'Successful' as const, deletedCount };
    },
  );
};
