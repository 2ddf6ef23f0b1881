/**
 * How every route's schema is applied (Fastify's `setValidatorCompiler` and `schemaErrorFormatter`):
 * - bodies are validated as sent: no type coercion (`{"displayName": 12345}` or `true` is a 400), unknown fields
 *   dropped;
 * - query strings and path parameters are text, so well-formed whole numbers are coerced — but only those: a number
 *   that is not plain decimal digits (`Infinity`, `1e400`, `0x10`, `1.5`) is refused before AJV could coerce it;
 * - a refusal reads the same plain way on every route ('page must be an integer', 'email must be a valid e-mail
 *   address').
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { MULTILINE_PATTERN, SINGLE_LINE_PATTERN } from '../domain/schemas/common';

const common = { removeAdditional: 'all' as const, useDefaults: true, allErrors: false };
const buildCompiler = AjvCompiler();
const strict = buildCompiler({}, { customOptions: { ...common, coerceTypes: false } });
const coercing = buildCompiler({}, { customOptions: { ...common, coerceTypes: 'array' } });

type Schema = { type?: unknown; properties?: Record<string, Schema>; items?: Schema };
type ValidationError = Pick<
  FastifySchemaValidationError,
  'keyword' | 'instancePath' | 'schemaPath' | 'params' | 'message'
>;

const WHOLE_NUMBER = /^[+-]?\d+$/;
const DECIMAL_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** The first query/param value typed as a number whose text is not a plain decimal number. */
function malformedNumber(schema: Schema, data: unknown): ValidationError | null {
  if (!schema.properties || !data || typeof data !== 'object') return null;
  for (const [key, property] of Object.entries(schema.properties)) {
    const type =
      property.type === 'integer' || property.items?.type === 'integer'
        ? 'integer'
        : property.type === 'number'
          ? 'number'
          : null;
    if (!type) continue;
    const raw = (data as Record<string, unknown>)[key];
    const values = Array.isArray(raw) ? raw : [raw];
    const format = type === 'integer' ? WHOLE_NUMBER : DECIMAL_NUMBER;
    if (values.some((value) => typeof value === 'string' && !format.test(value.trim()))) {
      return {
        keyword: 'type',
        instancePath: `/${key}`,
        schemaPath: `#/properties/${key}/type`,
        params: { type },
        message: `must be ${type}`,
      };
    }
  }
  return null;
}

type Validate = ((data: unknown) => boolean) & { errors?: FastifySchemaValidationError[] | null };

export const validatorCompiler: FastifySchemaCompiler<Schema> = (route) => {
  if (route.httpPart === 'body') return strict(route) as Validate;
  const validate = coercing(route) as Validate;
  if (route.httpPart !== 'querystring' && route.httpPart !== 'params') return validate;
  const checked: Validate = (data) => {
    const error = malformedNumber(route.schema, data);
    checked.errors = error ? [error as FastifySchemaValidationError] : null;
    if (error) return false;
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  };
  return checked;
};

/** Messages for a field whose format (pattern) is wrong, by the field's name. */
const FORMAT_MESSAGES: Record<string, string> = {
  email: 'email must be a valid e-mail address',
  phone: 'phone must be a valid phone number (7 to 15 digits, optional +, spaces or dashes)',
  phoneNumber: 'phoneNumber must be a valid phone number',
  contactNumber: 'contactNumber must be a valid phone number',
  imageURL: 'imageURL must be an http(s) URL or one of our uploads',
  photoURL: 'photoURL must be an http(s) URL or one of our uploads',
  id: 'id must be a UUID',
};

/**
 * The app-wide `schemaErrorFormatter`: names the field in plain words ('email must be a valid e-mail address',
 * 'name is required', 'limit must be >= 1') instead of AJV's 'body/email must match pattern "^[^\s@]+@…"'.
 */
export function plainSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const error = errors[0];
  if (!error) return new Error(`Invalid ${dataVar}`);
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field =
    error.keyword === 'required' ? [path, params.missingProperty].filter(Boolean).join('.') : path || dataVar;
  const name = field.split('.').pop() ?? field;
  switch (error.keyword) {
    case 'required':
      return new Error(`${field} is required`);
    case 'minLength':
      return new Error(
        params.limit === 1 ? `${field} must not be empty` : `${field} must be at least ${params.limit} characters`,
      );
    case 'maxLength':
      return new Error(`${field} must be at most ${params.limit} characters`);
    case 'pattern':
      if (params.pattern === SINGLE_LINE_PATTERN || params.pattern === MULTILINE_PATTERN)
        return new Error(`${field} must not contain control characters`);
      return new Error(
        FORMAT_MESSAGES[name] ? FORMAT_MESSAGES[name].replace(name, field) : `${field} has an invalid format`,
      );
    case 'type':
      return new Error(
        `${field} must be ${params.type === 'integer' ? 'an integer' : params.type === 'object' ? 'an object' : `a ${params.type}`}`,
      );
    case 'minimum':
    case 'maximum':
      return new Error(`${field} must be ${params.comparison} ${params.limit}`);
    case 'enum':
      return new Error(`${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`);
    case 'anyOf':
      return new Error(`${field} has the wrong type`);
    default:
      return new Error(`${field} ${error.message ?? 'is invalid'}`);
  }
}
