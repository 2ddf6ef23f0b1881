import { lazy, useState, type ComponentType } from 'react';
import type { I18n } from '@lingui/core';
import type { Language } from '../../domain/format';
import { coverBookId, SCREENS, screenFor } from '../../domain/screens';
import { RequireAuth } from '../features/auth';
import { browserI18n, namespacesOfPage, withMessages } from '../lib/i18n';
import type { AppDispatch } from '../store/store';

type PageModule = { default: ComponentType };

// Every screen is its own chunk (route-level code splitting), loaded by React.lazy from the module SCREENS names.
// Routes are declared as elements (<Routes>) rather than with createBrowserRouter: the data router (loaders,
// actions, fetchers — none used here) would weigh on the shell's first-load budget. Layout shows a
// Suspense fallback while a chunk loads and RouteError if a chunk fails or a screen throws.
const pageLoaders = import.meta.glob<PageModule>([
  '../features/*/*Page.tsx',
  '!../features/admin/**',
  '../components/NotFound.tsx',
]);
const loaded = new Map<string, ComponentType>();
/** A screen's module and its messages in the active language (`i18n`: the server's render passes its own). */
const loaderOf = (page: string, i18n: I18n = browserI18n) => {
  const load = pageLoaders[page.replace(/^src\//, '../')];
  if (!load) throw new Error(`SCREENS names ${page}, which is not a page module`);
  return withMessages(
    namespacesOfPage(page),
    () => load().then((module) => (loaded.set(page, module.default), module)),
    i18n,
  );
};
export const screenRoutes = SCREENS.map(({ path, page, auth }) => {
  const load = loaderOf(page);
  const LazyScreen = lazy(() => load());
  // Once loaded (loadScreenFor), a screen draws in the same render as the frame: no fallback first, and so no reveal
  // React would hold back for 300 ms after the fallback (its Suspense throttle).
  // Chosen once per mount: switching from the lazy component to the loaded one would mount the screen again.
  const Screen = () => {
    const [Component] = useState(() => loaded.get(page) ?? LazyScreen);
    return <Component />;
  };
  const element = auth ? (
    <RequireAuth>
      <Screen />
    </RequireAuth>
  ) : (
    <Screen />
  );
  return { path, element };
});

/**
 * Loads the module of the screen at `pathname` and its messages (main.tsx, before the first render). On a page the
 * browser draws, the server's HTML already modulepreloads them, so this waits for a download under way.
 */
export function loadScreenFor(pathname: string, language: Language, i18n: I18n = browserI18n): Promise<unknown> {
  return loaderOf(screenFor(pathname).page, i18n)(language);
}

/** The longest the first render waits for a screen's reads (they left with the HTML, so usually no time at all). */
export const FIRST_READS_WAIT_MS = 500;

/**
 * On a book page, starts the read of the book the server preloads in the page's HTML (`coverBookId`), and resolves
 * once it is in the store, or after FIRST_READS_WAIT_MS; on other addresses it does nothing (a server-drawn page
 * brings its reads along). main.tsx waits for it with the screen's chunk, so the first render draws the book, not a
 * skeleton the book replaces a moment later. A slow or failed read is left to the screen (its skeleton, its error).
 */
export const loadScreenReads = (pathname: string) => async (dispatch: AppDispatch) => {
  const id = coverBookId(pathname);
  if (!id) return;
  const { booksApi } = await import('../store/booksApi');
  const read = dispatch(booksApi.endpoints.bookById.initiate(id, { subscribe: false }));
  await Promise.race([read, new Promise((resolve) => setTimeout(resolve, FIRST_READS_WAIT_MS))]);
};
