/**
 * The building blocks every API shape is made of (TypeBox: one schema is both the route's JSON schema and, through
 * `Static<>`, the TypeScript type). The SPA imports these files for their types only (`import type`), so TypeBox
 * never reaches the browser bundle.
 */
import { Type, type Static, type TSchema, type TString, type TStringOptions } from 'typebox';
import { LIST_LIMITS, MAX_PAGE, type ListName } from '../limits';
import { UUID_PATTERN } from '../ids';
import { EMAIL_PATTERN, FIELD_MAX, IMAGE_URL_PATTERN, PHONE_PATTERN } from '../validation';

/**
 * No control characters in anything a person types (PostgreSQL refuses NUL, and none belongs in a name, an e-mail
 * or a search). Tab, line feed and carriage return are allowed only where `multiline` says so (messages, reviews).
 */
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001f\\u007f]*$';
export const MULTILINE_PATTERN = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$';

/** A string free of control characters; `multiline: true` also allows tab, CR and LF. */
export function Text(options: TStringOptions & { multiline?: boolean } = {}): TString {
  const { multiline, ...rest } = options;
  return Type.String({ pattern: multiline ? MULTILINE_PATTERN : SINGLE_LINE_PATTERN, ...rest });
}

export const Uuid = Type.String({ pattern: UUID_PATTERN, description: 'A UUID' });

/** `/:id` path parameters: a malformed id is a 400 on every route. */
export const UuidParams = Type.Object({ id: Uuid });
export type UuidParams = Static<typeof UuidParams>;

/** The body of every 4xx/5xx answer (see the error handler). */
export const ErrorBody = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});
export type ErrorBody = Static<typeof ErrorBody>;

/**
 * `limit` of one of `LIST_LIMITS`' lists: a whole number from 1; larger than the maximum is clamped (by the service)
 * or refused here, as the table says.
 */
export function Limit(list: ListName) {
  const { defaultLimit, maxLimit, over } = LIST_LIMITS[list];
  return over === 'refuse'
    ? Type.Integer({
        minimum: 1,
        maximum: maxLimit,
        description: `How many, default ${defaultLimit}, at most ${maxLimit}`,
      })
    : Type.Integer({
        minimum: 1,
        maximum: MAX_PAGE,
        description: `How many, default ${defaultLimit}; larger values are clamped to ${maxLimit}`,
      });
}

/** `?page=&limit=` of a paged list. */
export const pageQueryOf = (list: ListName) =>
  Type.Object({ page: Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 }), limit: Type.Optional(Limit(list)) });

/** `?page=&limit=` of the catalogue: finite whole numbers only (`Infinity`, `1e400`, `0x10` are 400). */
export const PageQuery = pageQueryOf('books');
export type PageQuery = Static<typeof PageQuery>;

/** `?limit=` of an unpaged list. */
export const limitQueryOf = (list: ListName) => Type.Object({ limit: Type.Optional(Limit(list)) });

/** A lookahead that refuses control characters anywhere, for patterns that check a format as well. */
const NO_CONTROL_CHARS = '(?=[^\\u0000-\\u001f\\u007f]*$)';
const withoutControlChars = (pattern: string) => `^${NO_CONTROL_CHARS}${pattern.replace(/^\^/, '')}`;

export const Email = Type.String({
  pattern: withoutControlChars(EMAIL_PATTERN),
  maxLength: FIELD_MAX.email,
  description: 'An e-mail address',
});
export const Phone = Type.String({
  pattern: PHONE_PATTERN,
  maxLength: FIELD_MAX.phone,
  description: 'Optional +, 7 to 15 digits, spaces or dashes between groups',
});
/** An image URL's pattern with control characters refused anywhere in it (PostgreSQL refuses NUL). */
export const IMAGE_URL_TEXT_PATTERN = withoutControlChars(IMAGE_URL_PATTERN);
export const ImageUrl = Type.String({
  pattern: IMAGE_URL_TEXT_PATTERN,
  maxLength: FIELD_MAX.url,
  description: 'One of our uploads (/uploads/…)',
});

/** `/:email` path parameters (up to 254 characters, the longest e-mail address). */
export const EmailParams = Type.Object({ email: Email });
export type EmailParams = Static<typeof EmailParams>;

/** `{ acknowledged, modifiedCount }` (SPEC.md §7). */
export const Modified = Type.Object({ acknowledged: Type.Boolean(), modifiedCount: Type.Integer() });
export type Modified = Static<typeof Modified>;

/** `{ acknowledged, deletedCount }` (SPEC.md §7). */
export const Deleted = Type.Object({ acknowledged: Type.Boolean(), deletedCount: Type.Integer() });
export type Deleted = Static<typeof Deleted>;

/**
 * `{ data: { result: item[], <totalName>: n, page, limit } }`: the shape of every paged list
 * (`totalBooks`, `totalUsers`, `totalOrders`, `totalContacts`, as SPEC.md §7 reads them).
 */
export function pagedList<T extends TSchema, K extends string>(item: T, totalName: K, totalDescription?: string) {
  return Type.Object({
    data: Type.Object({
      result: Type.Array(item),
      ...({ [totalName]: Type.Integer(totalDescription ? { description: totalDescription } : {}) } as Record<
        K,
        ReturnType<typeof Type.Integer>
      >),
      page: Type.Integer(),
      limit: Type.Integer(),
    }),
  });
}

/** `{ data: item }`. */
export const dataOf = <T extends TSchema>(item: T) => Type.Object({ data: item });

/** `{ data: { result: item[] } }`: an unpaged (but bounded) list. */
export const listOf = <T extends TSchema>(item: T) => Type.Object({ data: Type.Object({ result: Type.Array(item) }) });

/** A page of a paged list as the SPA holds it: the rows and the total, whatever the list calls its total. */
export type Paged<T> = { result: T[]; total: number; page: number; limit: number };

/** What the SPA asks of a paged, searchable list (`limit` falls back to the screen's page size). */
export type PageArgs = { page: number; limit?: number; search?: string };
