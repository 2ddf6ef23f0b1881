import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { BrowserRouter } from 'react-router-dom';
import { serverStateArrived } from './store/api';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { loadScreenFor, loadScreenReads } from './app/screenRoutes';
import { makeStore } from './app/store';
import { startSession } from './features/auth';
import { SERVER_STATE_ELEMENT_ID } from '../domain/screens';
import type { RenderedPage } from './entry-server';
import { ServerPage } from './lib/serverPage';
import { browserI18n, languageOfPage, loadNamespaces, rememberLanguage } from './lib/i18n';
import { HTML_LANG, LANGUAGE_QUERY } from '../domain/format';

// The page's language is the one the server drew it in (or remembered): its messages load before the first render.
// An address that names it (`?lang=bn`, a search engine's link) makes it this browser's choice from now on.
const language = languageOfPage();
if (new URLSearchParams(location.search).has(LANGUAGE_QUERY)) rememberLanguage(language);
// The shell the service worker keeps for offline use names no language on <html>: the page's is written there.
document.documentElement.lang = HTML_LANG[language];
const store = makeStore({ preferences: { language } });
// Emotion's cache under its default key finds the styles a server-drawn page carries in <head> and hydrates them.
const styleCache = createCache({ key: 'css' });
const container = document.getElementById('root')!;

// A page the server drew (domain/screens.ts) brings the api reads it was drawn with; it is the same for every browser
// (what depends on the session is drawn neutral while hydrating), so it is always hydrated.
const serverStateJson = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
const serverState = serverStateJson ? (JSON.parse(serverStateJson) as RenderedPage['state']) : null;
if (serverState) store.dispatch(serverStateArrived(serverState));

const app = (
  <StrictMode>
    <AppProvider store={store} styleCache={styleCache}>
      <ServerPage renderedAt={serverState?.renderedAt ?? null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ServerPage>
    </AppProvider>
  </StrictMode>
);
// As a transition, React builds the first screen (or hydrates the server's) in short slices instead of one long
// task, so a slow phone stays responsive while the shop starts. The address's screen is loaded first (a page the
// browser draws preloads its chunk and its reads), so the first render draws it rather than a spinner or a skeleton;
// a screen that fails to load is left to the route's error boundary.
const render = () => {
  if (serverState) return startTransition(() => void hydrateRoot(container, app));
  const root = createRoot(container);
  startTransition(() => root.render(app));
};
const messages = loadNamespaces(browserI18n, language, ['common']).then(() => browserI18n.activate(language));
const screenReady = [loadScreenFor(location.pathname, language), store.dispatch(loadScreenReads(location.pathname))];
void Promise.all([messages, ...screenReady]).then(render, render);

// Firebase stays off the first paint (and off the page altogether until a session needs it).
store.dispatch(startSession());
