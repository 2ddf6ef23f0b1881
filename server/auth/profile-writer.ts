import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../errors';
import { verifyAccessToken } from './access-token';
import { bearerToken } from './guards';
import { InvalidIdTokenError, type VerifiedIdentity } from './identity';

/** Who writes a user record: a Firebase identity (sign-in sync, sign-up) or the signed-in owner's session. */
export type ProfileWriter = { kind: 'firebase'; identity: VerifiedIdentity } | { kind: 'session' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireProfileWriter` guard (PUT /users/:email) only. */
    profileWriter: ProfileWriter;
  }
}

/**
 * preHandler of PUT /users/:email: 401/403 unless the bearer may write the record of `:email`. Sets
 * `request.profileWriter`.
 */
export async function requireProfileWriter(request: FastifyRequest) {
  const { email } = request.params as { email: string };
  request.profileWriter = await profileWriter(request, email.toLowerCase());
}

/**
 * Who is writing this e-mail's record, from the bearer token's kind: the holder of a Firebase ID token for it
 * (sign-in sync, sign-up) or the signed-in owner with one of our access tokens (profile update). Anyone else is
 * refused; admins do not edit other people's profiles.
 */
export async function profileWriter(request: FastifyRequest, email: string): Promise<ProfileWriter> {
  const app = request.server;
  const token = bearerToken(request);
  if (!token) throw unauthenticated('A Firebase ID token or an access token for this e-mail is required');
  if (await verifyAccessToken(token, app.config.jwtSecret)) {
    const viewer = await app.viewerOf(request);
    if (!viewer) throw unauthenticated();
    if (viewer.email !== email) throw forbidden('You can only update your own account');
    return { kind: 'session' };
  }
  try {
    const identity = await app.identity.verifyIdToken(token);
    if (identity.email !== email) throw forbidden('You can only update your own account');
    return { kind: 'firebase', identity };
  } catch (error) {
    if (error instanceof InvalidIdTokenError) throw unauthenticated('The token is invalid, expired or revoked');
    throw error;
  }
}
