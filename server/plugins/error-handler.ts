import fp from 'fastify-plugin';
import { DomainError } from '../errors';
import { STATUS_OF } from '../http-errors';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable, isUnstorableText } from '../db/unavailable';

/**
 * The one place errors become HTTP answers: a service's DomainError by its kind (http-errors.ts), Fastify's own 4xx
 * (validation, body too large, …) as they are, the database being away a 503 with Retry-After (the client may
 * simply try again), anything else a logged 500 that reveals nothing.
 */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
      if (error instanceof DomainError) {
        const statusCode = STATUS_OF[error.kind];
        return reply.status(statusCode).send({ statusCode, error: httpReason(statusCode), message: error.message });
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status >= 500 && isUnstorableText(error)) {
        // A NUL byte (or bytes that are not UTF-8) that a schema let through: the request's fault, and nothing changed.
        return reply
          .status(400)
          .send({ statusCode: 400, error: 'Bad Request', message: 'Text may not contain NUL characters' });
      }
      if (status >= 500 && isDatabaseUnavailable(error)) {
        request.log.warn({ err: { message: error.message } }, 'database unavailable');
        return reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'The shop is briefly unavailable; please try again in a few seconds',
        });
      }
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply
          .status(500)
          .send({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side' });
      }
      return reply.status(status).send({ statusCode: status, error: httpReason(status), message: error.message });
    });
  },
  { name: 'error-handler' },
);

export function httpReason(status: number): string {
  const reasons: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
  };
  return reasons[status] ?? 'Error';
}
