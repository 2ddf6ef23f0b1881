import type { FastifySchemaValidationError } from 'fastify';

type SchemaErrorFormatter = (errors: FastifySchemaValidationError[], dataVar: string) => Error;

/**
 * A route's `schemaErrorFormatter` that names the field in plain words ('email must be a valid e-mail address',
 * 'name is required', 'limit must be >= 1') instead of AJV's 'body/email must match pattern "^[^\s@]+@…"'.
 * `formats` gives the message for a field whose pattern failed.
 */
export function plainSchemaErrors(formats: Record<string, string> = {}): SchemaErrorFormatter {
  return (errors, dataVar) => {
    const error = errors[0];
    if (!error) return new Error(`Invalid ${dataVar}`);
    const params = error.params as Record<string, unknown>;
    const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const field = error.keyword === 'required' ? [path, params.missingProperty].filter(Boolean).join('.') : path || dataVar;
    switch (error.keyword) {
      case 'required':
        return new Error(`${field} is required`);
      case 'minLength':
        return new Error(params.limit === 1 ? `${field} must not be empty` : `${field} must be at least ${params.limit} characters`);
      case 'maxLength':
        return new Error(`${field} must be at most ${params.limit} characters`);
      case 'pattern':
        return new Error(formats[field] ?? `${field} has an invalid format`);
      case 'type':
        return new Error(`${field} must be ${params.type === 'integer' ? 'an integer' : params.type === 'object' ? 'an object' : `a ${params.type}`}`);
      case 'minimum':
      case 'maximum':
        return new Error(`${field} must be ${params.comparison} ${params.limit}`);
      case 'enum':
        return new Error(`${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`);
      default:
        return new Error(`${field} ${error.message ?? 'is invalid'}`);
    }
  };
}

/** The body of every 4xx answer (see the error handler in app.ts). */
export const errorSchema = {
  type: 'object',
  properties: { statusCode: { type: 'number' }, error: { type: 'string' }, message: { type: 'string' } },
} as const;

/** `{ data: { result: item[], <totalName>, page, limit } }`: the shape of every paged list. */
export function pagedListSchema(item: object, totalName: string, totalDescription?: string) {
  return {
    type: 'object',
    properties: {
      data: {
        type: 'object',
        properties: {
          result: { type: 'array', items: item },
          [totalName]: { type: 'integer', ...(totalDescription && { description: totalDescription }) },
          page: { type: 'integer' },
          limit: { type: 'integer' },
        },
      },
    },
  } as const;
}
