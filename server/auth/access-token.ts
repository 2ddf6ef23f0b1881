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

/** Clock difference between API processes we tolerate for `iat`. */
const CLOCK_SKEW_SECONDS = 30;

/**
 * Null for anything that is not a valid, unexpired token of ours. Also refuses a token issued in the future and,
 * when `maxTtlSeconds` is given (the configured ACCESS_TOKEN_TTL), one whose lifetime (exp − iat) is longer:
 * we never sign such tokens, so one would mean a leaked secret or a token from an older, longer-lived setting.
 */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
  maxTtlSeconds?: number,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['iat', 'exp'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
    const { iat, exp } = payload as { iat: number; exp: number };
    if (iat > Math.floor(Date.now() / 1000) + CLOCK_SKEW_SECONDS) return null;
    if (maxTtlSeconds !== undefined && exp - iat > maxTtlSeconds) return null;
    return { userId: payload.sub, email: payload.email };
  } catch {
    return null;
  }
}
