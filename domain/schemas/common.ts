/**
 * The building blocks every API shape is made of (TypeBox: one schema is both the route's JSON schema and, through
 * `Static<>`, the TypeScript type). The SPA imports these files for their types only (`import type`), so TypeBox
 * never reaches the browser bundle.
 */
import { Type, type Static, type TSchema, type TString, type TStringOptions } from 'typebox';

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

export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const Uuid = Type.String({ pattern: UUID_PATTERN, description: 'A UUID' });
export const isUuid = (value: string) => new RegExp(UUID_PATTERN).test(value);

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

/** `?page=&limit=`: finite whole numbers only (`Infinity`, `1e400`, `0x10` are 400). */
export const PageQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, description: 'Page size; clamped to the list maximum' })),
});

/**
 * `{ data: { result: item[], <totalName>: n, page, limit } }`: the shape of every paged list
 * (`totalBooks`, `totalUsers`, `totalOrders`, `totalContacts`, as SPEC.md §7 reads them).
 */
export function pagedList<T extends TSchema, K extends string>(item: T, totalName: K, totalDescription?: string) {
  return Type.Object({
    data: Type.Object({
      result: Type.Array(item),
      ...({ [totalName]: Type.Integer(totalDescription ? { description: totalDescription } : {}) } as Record<K, ReturnType<typeof Type.Integer>>),
      page: Type.Integer(),
      limit: Type.Integer(),
    }),
  });
}

/** `{ data: item }`. */
export const dataOf = <T extends TSchema>(item: T) => Type.Object({ data: item });
