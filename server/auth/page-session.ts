import type { FastifyRequest } from 'fastify';
import { cookieValue } from '../cookies';
import { unauthenticated } from '../errors';
import { bearerToken } from './guards';
import { InvalidIdTokenError } from './identity';

/**
 * The browser's Firebase session cookie: made at sign-in (POST /api/v1/session) and cleared at sign-out, so that the
 * server can tell, from a page's request alone, whether anyone is signed in there. It only chooses the page (a visitor
 * opening a guarded screen is sent to sign in before any of it loads); every API call still brings its bearer token.
 */
export const SESSION_COOKIE = 'session';

/** Firebase's longest session cookie; each sign-in and each renewal of the access token makes a fresh one. */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

const attributes = (request: FastifyRequest) =>
  `Path=/; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`;

export const sessionCookie = (value: string, request: FastifyRequest) =>
  `${SESSION_COOKIE}=${value}; Max-Age=${SESSION_COOKIE_MAX_AGE_SECONDS}; ${attributes(request)}`;

export const clearedSessionCookie = (request: FastifyRequest) =>
  `${SESSION_COOKIE}=; Max-Age=0; ${attributes(request)}`;

/** Whether the page's request carries a valid session cookie (Firebase's Admin SDK checks it; no revocation check). */
export async function hasPageSession(request: FastifyRequest): Promise<boolean> {
  const value = cookieValue(request.headers.cookie, SESSION_COOKIE);
  return value ? (await request.server.identity.verifySessionCookie(value)) !== null : false;
}

/** The session cookie for the holder of a Firebase ID token; 401 when the token is missing, invalid or revoked. */
export async function createPageSession(request: FastifyRequest): Promise<string> {
  const idToken = bearerToken(request);
  if (!idToken) throw unauthenticated('A Firebase ID token is required');
  try {
    return await request.server.identity.createSessionCookie(idToken, SESSION_COOKIE_MAX_AGE_SECONDS * 1000);
  } catch (error) {
    if (error instanceof InvalidIdTokenError) throw unauthenticated('The token is invalid, expired or revoked');
    throw error;
  }
}
