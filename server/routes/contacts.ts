import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ContactListQuery, ContactListResponse, DeletedResponse } from '../../domain/schemas/admin';
import { ErrorBody, UuidParams } from '../../domain/schemas/common';
import { ContactCreateResponse, ContactInput } from '../../domain/schemas/contacts';
import { requireAdmin } from '../auth/guards';
import { contactPage, createContact, removeContact } from '../services/contacts';

const CONTACT_FIELDS = Object.keys(ContactInput.properties);

/** preValidation: trim the text fields, so the schema checks (and the database stores) what the user meant. */
async function trimContactFields(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const field of CONTACT_FIELDS) {
    const value = body[field];
    if (typeof value === 'string') body[field] = value.trim();
  }
}

export const contactsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/contacts',
    {
      preValidation: trimContactFields,
      config: { rateLimit: { max: app.config.contactRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['contacts'],
        summary: 'Send a contact message (anyone; rate-limited per client)',
        body: ContactInput,
        response: { 201: ContactCreateResponse, '4xx': ErrorBody },
      },
    },
    async (request, reply) => {
      const { id } = await createContact(app.db, request.body);
      return reply.status(201).send({ status: 'Successful' as const, data: { _id: id } });
    },
  );
};

// --- The control panel: read and delete contact messages (admins) ---------------------------------------------

export const contactsAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/contacts',
    {
      schema: {
        tags: ['contacts'],
        summary: 'The contact messages, newest first, paged (admins only)',
        description: '{ data: { result, totalContacts, page, limit } }',
        security: [{ bearer: [] }],
        querystring: ContactListQuery,
        response: { 200: ContactListResponse, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request) => ({ data: await contactPage(app.db, request.query) }),
  );

  app.delete(
    '/contacts/:id',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Delete a contact message (admins only)',
        security: [{ bearer: [] }],
        params: UuidParams,
        response: { 200: DeletedResponse, '4xx': ErrorBody },
      },
      preHandler: requireAdmin,
    },
    async (request) => ({
      status: 'Successful' as const,
      deletedCount: await removeContact(app.db, request.viewer, request.params.id),
    }),
  );
};
