import { ACCESS_TOKEN_STORAGE_KEY } from '../../domain/limits';
import type { AuthUser } from './session';

/**
 * The session as this browser last saw it: the API's access token (SPEC.md: localStorage['accessToken']) and, beside
 * it, who it belongs to and whether they are an admin. A page load shows that session at once, without waiting for
 * Firebase to start and the API to be asked again; an expired token is renewed through Firebase when the
 * API refuses it (RTK Query's re-auth). Only the screens read the copy: the API checks the token and role itself.
 */
export const SESSION_STORAGE_KEY = 'boipoka.session';

export interface StoredSession {
  user: AuthUser;
  accessToken: string;
  isAdmin: boolean;
}

const read = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const readStoredToken = (): string | null => read(ACCESS_TOKEN_STORAGE_KEY);

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || isText(value);

function isAuthUser(value: unknown): value is AuthUser {
  const user = value as Partial<AuthUser> | null;
  return (
    typeof user === 'object' &&
    user !== null &&
    isText(user.uid) &&
    isTextOrNull(user.email) &&
    isTextOrNull(user.displayName) &&
    isTextOrNull(user.photoURL) &&
    typeof user.emailVerified === 'boolean' &&
    isText(user.providerId)
  );
}

/** The stored session, or null when there is none or what is stored is not one (another version, edited by hand). */
export function readStoredSession(): StoredSession | null {
  const accessToken = readStoredToken();
  const saved = read(SESSION_STORAGE_KEY);
  if (!accessToken || !saved) return null;
  try {
    const { user, isAdmin } = JSON.parse(saved) as { user?: unknown; isAdmin?: unknown };
    return isAuthUser(user) && typeof isAdmin === 'boolean' ? { user, accessToken, isAdmin } : null;
  } catch {
    return null;
  }
}

/** Stores the session (or clears it, signed out). The token is written last: other tabs react to that key. */
export function writeStoredSession(session: StoredSession | null) {
  try {
    if (session) {
      localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: session.user, isAdmin: session.isAdmin }));
      localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, session.accessToken);
    } else {
      localStorage.removeItem(SESSION_STORAGE_KEY);
      localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
    }
  } catch {
    // storage may be unavailable (private mode); the session still works for this tab
  }
}
