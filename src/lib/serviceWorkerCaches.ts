/**
 * The service worker's cache of public catalogue reads (vite.config.ts, CATALOGUE_CACHE). The page empties it on
 * sign-out: what one person browsed is not left for the next person on a shared phone.
 */
export const CATALOGUE_CACHE = 'boipoka-catalogue';

/** Drops the stored catalogue reads; nothing to do where there is no Cache Storage (old browsers, tests, http). */
export async function clearApiCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(CATALOGUE_CACHE);
  } catch {
    // A storage the browser refuses (private mode) holds nothing to clear.
  }
}
