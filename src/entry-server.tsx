import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouter } from 'react-router-dom';
import { setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '../domain/format';
import { loadNamespaces } from './lib/i18n';
import { api } from './store/api';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { loadScreenFor } from './app/screenRoutes';
import { makeStore } from './app/store';
import type { RootState } from './store/store';
import { ServerPage } from './lib/serverPage';

/** A public landing screen drawn on the server (domain/screens.ts serverRendered), as Vite's SSR guide builds it. */
export interface RenderedPage {
  /** The markup for the template's <!--app-html--> (inside #root). */
  html: string;
  /** For the template's <!--app-head-->: the styles the markup uses (emotion's extraction). */
  head: string;
  /**
   * What main.tsx hands its store before it hydrates (api.ts's serverStateArrived): the api reads the page drew, and
   * the time it was drawn at (relative times are drawn against it: lib/useNow).
   */
  state: { api: Pick<RootState['api'], 'queries' | 'mutations' | 'provided'>; renderedAt: number };
}

/**
 * The HTML of the screen at `url` (a path with its query) as the browser's first render draws it for anyone: the
 * session-dependent parts (the navbar's account, a book's purchased state) neutral, as they are while the browser
 * hydrates. Built by `vite build --ssr` into dist-ssr/ and called by the server (server/spa/server-render.ts).
 *
 * Rendered twice: the first render starts the api reads the screen makes (api.ts lets the query hooks start them while
 * rendering here), `fetch` answers them, and the second render draws the data. Null when a read failed: the browser
 * draws the page.
 */
export async function render(
  url: string,
  fetch: typeof globalThis.fetch,
  { language = DEFAULT_LANGUAGE }: { language?: Language } = {},
): Promise<RenderedPage | null> {
  // One Lingui instance per page: pages in both languages are drawn side by side.
  const i18n = setupI18n();
  await loadNamespaces(i18n, language, ['common']);
  i18n.activate(language);
  await loadScreenFor(new URL(url, 'http://localhost').pathname, language, i18n);
  const store = makeStore({ preferences: { language } }, { fetch });
  const renderedAt = Date.now();
  const draw = () => {
    const cache = createCache({ key: 'css' });
    // Emotion's documented extraction: styles are collected rather than written inline before each element.
    cache.compat = true;
    const html = renderToString(
      <StrictMode>
        <AppProvider store={store} styleCache={cache} i18n={i18n}>
          <ServerPage renderedAt={renderedAt}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </ServerPage>
        </AppProvider>
      </StrictMode>,
    );
    return { html, cache };
  };
  draw();
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  const { html, cache } = draw();
  const { queries, provided } = store.getState().api;
  // A read that failed (the API refusing) is drawn by the browser: RTK Query asks again there, and its first render
  // (loading) would not match the server's error.
  if (Object.values(queries).some((query) => query?.status !== 'fulfilled')) return null;
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return {
    html,
    head: constructStyleTagsFromChunks(withComposedStyles(cache, extractCriticalToChunks(html))),
    state: { api: { queries, mutations: {}, provided }, renderedAt },
  };
}

type Chunks = ReturnType<ReturnType<typeof createEmotionServer>['extractCriticalToChunks']>;

/**
 * The critical styles plus the ones the page's composed components insert on the way (MUI's Button is a styled
 * ButtonBase: emotion inserts the Button's own rules and then the merged ones, and only the merged class reaches the
 * HTML). Shipped with the page, they are known to the browser's emotion cache when it hydrates, which otherwise parses
 * and inserts them again in the hydration's commit.
 */
function withComposedStyles(cache: EmotionCache, chunks: Chunks): Chunks {
  const shipped = new Set(chunks.styles.flatMap((chunk) => chunk.ids));
  const composed = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && !shipped.has(entry[0]),
  );
  if (composed.length === 0) return chunks;
  const extra = { key: cache.key, ids: composed.map(([id]) => id), css: composed.map(([, css]) => css).join('') };
  return { ...chunks, styles: [...chunks.styles, extra] };
}
