import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw-server';
import { OnScreenObserver } from './observers';
import { browserI18n, loadNamespaces } from '../../src/lib/i18n';
import { SPA_NAMESPACES } from '../../src/lib/i18n/namespaces';

// Screens are tested in English, with every catalogue the SPA has loaded up front (the browser loads them lazily).
await loadNamespaces(browserI18n, 'en', SPA_NAMESPACES);
browserI18n.activate('en');

// jsdom lacks these browser APIs that MUI, react-slick and swiper call; give them inert versions.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
// jsdom has no layout: everything is on screen (BelowTheFold renders at once); a test about what waits stubs its own.
globalThis.IntersectionObserver ??= OnScreenObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => {};

// findBy… and waitFor wait up to 5 s (not 1 s): on a loaded 2-core machine a sign-in round trip can take longer.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Nothing a test set up outlives it, even when it timed out: its DOM, handlers, listeners, storage and fake clock go.
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  localStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());
