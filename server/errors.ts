/**
 * What went wrong, in the domain's words. Services throw these; the one error handler (server/app.ts) maps each kind to
 * an HTTP status, so no service builds an HTTP answer.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'gateway'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const unauthenticated = (message = 'Sign in first: a valid bearer token is required') =>
  new DomainError('unauthenticated', message);
export const forbidden = (message = 'You are not allowed to do this') => new DomainError('forbidden', message);
export const notFound = (message = 'Not found') => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooLarge = (message: string) => new DomainError('too_large', message);
export const rateLimited = (message: string) => new DomainError('rate_limited', message);
/** The payment gateway (or another upstream) failed; the shopper may try again. */
export const gatewayFailed = (message: string) => new DomainError('gateway', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);
