/**
 * Turning sign-in provider (Firebase) and API errors into sentences for people, in the page's language. Pure
 * functions: no Firebase import, so screens and tests use them freely. Provider codes never reach the screen
 * (ARCHITECTURE.md).
 */
import { formatCount, type Language } from '../../../domain/format';
import { errorMessage } from '../../lib/errorMessage';
import { isOffline, offlineText } from '../../lib/onlineStatus';

/** Lingui's `_` (useLingui), passed in so these stay plain functions. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

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
  'auth/wrong-password': 'auth.error.wrongCredentials',
  'auth/user-not-found': 'auth.error.wrongCredentials',
  'auth/invalid-credential': 'auth.error.wrongCredentials',
  'auth/invalid-login-credentials': 'auth.error.wrongCredentials',
  'auth/invalid-email': 'auth.error.emailInvalid',
  'auth/missing-email': 'auth.validation.emailRequired',
  'auth/missing-password': 'auth.validation.passwordRequired',
  'auth/user-disabled': 'auth.error.accountDisabled',
  'auth/too-many-requests': 'auth.error.tooManyAttempts',
  'auth/network-request-failed': 'auth.error.network',
  'auth/popup-closed-by-user': 'auth.error.googleWindowClosed',
  'auth/cancelled-popup-request': 'auth.error.googleWindowClosed',
  'auth/popup-blocked': 'auth.error.googleWindowBlocked',
};

const SIGN_UP_TEXT: Record<string, string> = {
  'auth/email-already-in-use': 'auth.error.emailInUse',
  'auth/weak-password': 'auth.validation.passwordMin',
  'auth/invalid-email': 'auth.error.emailInvalid',
  'auth/missing-email': 'auth.validation.emailRequired',
  'auth/missing-password': 'auth.validation.passwordRequired',
  'auth/too-many-requests': 'auth.error.tooManyAttempts',
  'auth/network-request-failed': 'auth.error.network',
};

/** The shortest password Firebase accepts (its default policy), and so the sign-up form. */
export const PASSWORD_MIN = 6;

/** The auth thunks throw a catalogue key (`auth.error.…`) for their own refusals; anything else is the API's words. */
const OWN_KEY = /^auth\.[a-z]+\.[A-Za-z]+$/;

/** A message for an error that is not the provider's: one of ours (a key) translated, the API's as it said it. */
export function ownErrorText(error: unknown, _: Translate): string {
  if ((error as { status?: unknown } | null)?.status === 'FETCH_ERROR') return _('auth.error.network');
  const text = errorMessage(error);
  return OWN_KEY.test(text) ? _(text) : text;
}

/**
 * The sign-in screen's red box (and the reset dialog's): a sentence for provider errors; our API's refusals as they
 * are.
 */
export function signInErrorText(error: unknown, _: Translate, language: Language = 'en'): string {
  if (isOffline()) return offlineText();
  const code = providerErrorCode(error);
  if (code) return _(SIGN_IN_TEXT[code] ?? 'auth.error.signInFailed', { min: formatCount(PASSWORD_MIN, language) });
  return ownErrorText(error, _);
}

/**
 * The sign-up screen's red text: a sentence for known provider codes. An unknown code shows the provider's own
 * message in English (SPEC.md), and a sentence of ours in Bangla, which the provider does not speak.
 */
export function readableSignUpError(error: unknown, _: Translate, language: Language = 'en'): string {
  if (isOffline()) return offlineText();
  const code = providerErrorCode(error);
  if (code && SIGN_UP_TEXT[code]) return _(SIGN_UP_TEXT[code], { min: formatCount(PASSWORD_MIN, language) });
  if (code) {
    const said = errorMessage(error).replace(/^Firebase:\s*/, '');
    return language === 'en' && said ? said : _('auth.error.signUpFailed');
  }
  return ownErrorText(error, _);
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
