import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { StaticRouter } from 'react-router-dom';
import { api } from './app/api';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { loadScreenFor } from './app/screenRoutes';
import { makeStore, type RootState } from './app/store';
import { unknownSessionAuthState } from './features/auth';
import type { RenderedFor } from '../domain/screens';
import { RenderedAt } from './lib/useNow';

/** A storefront page rendered on the server for a visitor, or for a browser holding a session (domain/screens.ts). */
export interface RenderedPage {
  /** The markup inside #root, with emotion's styles inline (main.tsx's style cache moves them into <head>). */
  html: string;
  /**
   * What main.tsx hands its store before it hydrates (api.ts's serverStateArrived): the api reads the page drew, and
   * the time it was drawn at (relative times are drawn against it: lib/useNow).
   */
  state: { api: Pick<RootState['api'], 'queries' | 'mutations' | 'provided'>; renderedAt: number; renderedFor: RenderedFor };
}

/**
 * The HTML of the screen at `url` (a path with its query), as main.tsx's first render draws it for a visitor, or for
 * a browser holding a session while it hydrates (the account button neutral, nothing read with the token), so that a
 * phone paints the page from the HTML instead of after 175 kB of JavaScript (issue 11: a first visit's LCP). Built by
 * `vite build --ssr` into dist-ssr/ and called by the server (server/spa/server-render.ts).
 *
 * Rendered twice: the first render starts the api reads the screen makes (api.ts lets the query hooks start them while
 * rendering here), `fetch` answers them, and the second render draws the data. Below-the-fold sections render their
 * placeholders here, as in the browser's first render, and the address's screen is loaded before rendering, as
 * main.tsx does. Null when a read failed: the browser draws the page.
 */
export async function renderPage(url: string, fetch: typeof globalThis.fetch, renderedFor: RenderedFor = 'visitor'): Promise<RenderedPage | null> {
  await loadScreenFor(new URL(url, 'http://localhost').pathname);
  const store = makeStore(renderedFor === 'session' ? { auth: unknownSessionAuthState() } : undefined, { fetch });
  const renderedAt = Date.now();
  // A cache per render: one that has seen a style writes no <style> for it again.
  const render = () =>
    renderToString(
      <StrictMode>
        <AppProvider store={store} styleCache={createCache({ key: 'css' })}>
          <RenderedAt time={renderedAt}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </RenderedAt>
        </AppProvider>
      </StrictMode>,
    );
  render();
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  const html = render();
  const { queries, provided } = store.getState().api;
  // A read that failed (no such book, the API refusing) is drawn by the browser: RTK Query asks again there, and its
  // first render (loading) would not match the server's error.
  if (Object.values(queries).some((query) => query?.status !== 'fulfilled')) return null;
  return { html, state: { api: { queries, mutations: {}, provided }, renderedAt, renderedFor } };
}
