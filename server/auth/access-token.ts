import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'boipoka';
const AUDIENCE = 'boipoka-api';

export interface AccessClaims {
  userId: string;
  email: string;
}

export async function signAccessToken(claims: AccessClaims, secret: Uint8Array, ttlSeconds: number): Promise<string> {
  return new SignJWT({ email: claims.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/** Null for anything that is not a valid, unexpired token of ours. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
    return { userId: payload.sub, email: payload.email };
  } catch {
    return null;
  }
}
