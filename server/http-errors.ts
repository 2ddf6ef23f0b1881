import type { DomainErrorKind } from './errors';

/** The HTTP status each kind of domain error answers with (the error handler's one mapping). */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  gateway: 502,
  unavailable: 503,
};
