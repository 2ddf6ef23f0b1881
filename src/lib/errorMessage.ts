import { messages } from './messages';
import { isOffline, offlineText } from './onlineStatus';

/** An error from the API (RTK Query's { status, data: { message } }), a thrown Error, or anything else → its message. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  const data = (error as { data?: { message?: unknown } } | null)?.data;
  if (data && typeof data.message === 'string') return data.message;
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message) return message;
  const status = (error as { status?: unknown } | null)?.status;
  // A request that could not go out: said plainly when the browser knows it has no connection.
  if (status === 'FETCH_ERROR') return isOffline() ? offlineText() : messages.networkFailed;
  return messages.somethingWrong;
}
