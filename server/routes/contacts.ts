import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorBody } from '../../domain/schemas/common';
import { ContactCreateResponse, ContactInput } from '../../domain/schemas/contacts';
import { createContact } from '../services/contacts';

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
