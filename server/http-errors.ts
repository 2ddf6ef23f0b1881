/** Errors a handler throws on purpose; the error handler turns them into { statusCode, error, message }. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sign in first: a valid bearer token is required') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
