import type { Location } from 'react-router-dom';

/**
 * The key under which useScrollRestoration (src/app/layout) keeps a page's scroll position (in sessionStorage, for the
 * whole tab). React Router's default is `location.key`, but the first entry of every page load has the same key,
 * 'default': a fresh load (e.g. the gateway sending the customer back to /payment/cancelled) then "restored" the scroll
 * position of an unrelated page the tab had loaded earlier and opened half-way down, the heading out of sight. Such
 * entries are keyed by their address instead; entries made inside the SPA keep their unique keys.
 */
export function scrollRestorationKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;
}
