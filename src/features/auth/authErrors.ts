/**
 * Turning sign-in provider (Firebase) and API errors into text for people. Pure functions: no Firebase import,
 * so screens and tests use them freely.
 */
import { messages } from '../../lib/messages';

/**
 * SPEC.md §2: the provider's message cleaned to the text between the slash and the closing parenthesis of its code,
 * e.g. 'Firebase: Error (auth/wrong-password).' → 'wrong-password'. Text without such a code is returned as it is.
 */
export function cleanProviderError(message: string): string {
  const match = /\([^()/]*\/([^()]+)\)/.exec(message);
  return match ? match[1].trim() : message;
}

/** The Firebase error code ('auth/weak-password') of an error, when it has one. */
export function providerErrorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('auth/')) return code;
  const match = /\((auth\/[^()]+)\)/.exec(errorMessage(error));
  return match ? match[1] : null;
}

/** An error from the API (RTK Query's { status, data: { message } }), a thrown Error, or anything else → its message. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  const data = (error as { data?: { message?: unknown } } | null)?.data;
  if (data && typeof data.message === 'string') return data.message;
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message) return message;
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 'FETCH_ERROR') return messages.networkFailed;
  return messages.somethingWrong;
}

/** The sign-in screen's red box: a provider error cleaned as SPEC.md says; our API's refusals as they are. */
export function signInErrorText(error: unknown): string {
  const message = errorMessage(error);
  return providerErrorCode(error) ? cleanProviderError(message) : message;
}

const READABLE: Record<string, string> = {
  'auth/email-already-in-use': messages.emailInUse,
  'auth/weak-password': messages.passwordMin,
  'auth/invalid-email': messages.emailInvalidProvider,
  'auth/too-many-requests': messages.tooManyAttempts,
  'auth/network-request-failed': messages.networkFailed,
};

/** The sign-up screen's red text: a readable sentence for known provider codes, else the provider's own message. */
export function readableSignUpError(error: unknown): string {
  const code = providerErrorCode(error);
  if (code && READABLE[code]) return READABLE[code];
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
