import { i18n } from '@lingui/core';
import { isOffline, offlineText } from './onlineStatus';

/** The API's refusals by status, for a language the API does not speak (it answers in English). */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'common.error.invalid',
  401: 'common.error.signedOut',
  403: 'common.error.forbidden',
  404: 'common.error.notFound',
  409: 'common.error.conflict',
  413: 'common.error.tooLarge',
  429: 'common.error.tooMany',
  503: 'common.error.unavailable',
};

/**
 * An error from the API (RTK Query's { status, data: { message } }), a thrown Error, or anything else → a sentence in
 * the page's language: the API's own words in English, a sentence of ours by status in Bangla.
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  const status = (error as { status?: unknown } | null)?.status;
  const data = (error as { data?: { message?: unknown } } | null)?.data;
  if (data && typeof data.message === 'string' && data.message) {
    if (i18n.locale === 'en' || typeof status !== 'number') return data.message;
    return i18n._(STATUS_MESSAGES[status] ?? 'common.error.somethingWrong');
  }
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message) return message;
  // A request that could not go out: said plainly when the browser knows it has no connection.
  if (status === 'FETCH_ERROR') return isOffline() ? offlineText() : i18n._('common.error.network');
  return i18n._('common.error.somethingWrong');
}
