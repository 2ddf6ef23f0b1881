/**
 * Turning sign-in provider (Firebase) and API errors into sentences for people. Pure functions: no Firebase import,
 * so screens and tests use them freely. Provider codes never reach the screen (ARCHITECTURE.md).
 */
import { errorMessage } from '../../lib/errorMessage';
import { messages } from '../../lib/messages';
import { isOffline, offlineText } from '../../lib/onlineStatus';

/** The Firebase error code ('auth/weak-password') of an error, when it has one. */
export function providerErrorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('auth/')) return code;
  const match = /\((auth\/[^()]+)\)/.exec(errorMessage(error));
  return match ? match[1] : null;
}

/**
 * Sign-in: wrong password, unknown user and the combined codes (production with enumeration protection answers
 * invalid-credential; older SDKs and the emulator say wrong-password / user-not-found) all read the same.
 */
const SIGN_IN_TEXT: Record<string, string> = {
  'auth/wrong-password': messages.wrongCredentials,
  'auth/user-not-found': messages.wrongCredentials,
  'auth/invalid-credential': messages.wrongCredentials,
  'auth/invalid-login-credentials': messages.wrongCredentials,
  'auth/invalid-email': messages.emailInvalidProvider,
  'auth/missing-password': messages.passwordRequired,
  'auth/user-disabled': messages.accountDisabled,
  'auth/too-many-requests': messages.tooManyAttempts,
  'auth/network-request-failed': messages.networkFailed,
  'auth/popup-closed-by-user': messages.googleWindowClosed,
  'auth/cancelled-popup-request': messages.googleWindowClosed,
  'auth/popup-blocked': messages.googleWindowBlocked,
};

/** The sign-in screen's red box (and the reset dialog's): a sentence for provider errors; our API's refusals as they are. */
export function signInErrorText(error: unknown): string {
  if (isOffline()) return offlineText();
  const code = providerErrorCode(error);
  if (code) return SIGN_IN_TEXT[code] ?? messages.signInFailed;
  return errorMessage(error);
}

const SIGN_UP_TEXT: Record<string, string> = {
  'auth/email-already-in-use': messages.emailInUse,
  'auth/weak-password': messages.passwordMin,
  'auth/invalid-email': messages.emailInvalidProvider,
  'auth/too-many-requests': messages.tooManyAttempts,
  'auth/network-request-failed': messages.networkFailed,
};

/** The sign-up screen's red text: a readable sentence for known provider codes, else the provider's own message. */
export function readableSignUpError(error: unknown): string {
  if (isOffline()) return offlineText();
  const code = providerErrorCode(error);
  if (code && SIGN_UP_TEXT[code]) return SIGN_UP_TEXT[code];
  return errorMessage(error).replace(/^Firebase:\s*/, '');
}

/**
 * A stable Google account id ("sub") for an e-mail, for the emulator's Google sign-in: the same address always maps
 * to the same emulated Google account. 21 digits like real Google ids; not a secret and not meant to be one.
 */
export function emulatedGoogleSub(email: string): string {
  const text = email.trim().toLowerCase();
  const fnv = (seed: number) => {
    let hash = seed >>> 0;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 16777619) >>> 0;
    }
    return hash;
  };
  return `1${String(fnv(2166136261)).padStart(10, '0')}${String(fnv(374761393)).padStart(10, '0')}`;
}
