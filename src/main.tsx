import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { BrowserRouter } from 'react-router-dom';
import { serverStateArrived } from './app/api';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { loadScreenFor } from './app/screenRoutes';
import { makeStore } from './app/store';
import { keepSessionHint, startSession } from './features/auth';
import { SERVER_STATE_ELEMENT_ID, type RenderedFor } from '../domain/screens';
import type { RenderedPage } from './entry-server';
import { RenderedAt } from './lib/useNow';
import './index.css';

const store = makeStore();
// Emotion's cache under its default key finds the styles a server-rendered page carries and hydrates them.
const styleCache = createCache({ key: 'css' });
const container = document.getElementById('root')!;

// A page the server rendered (domain/screens.ts: for a visitor, or for a browser holding a session) brings the api
// reads it was drawn with. It is hydrated if this browser is what it was rendered for; otherwise (a hint cookie lost,
// or left behind by a session that is gone) its navbar or its guard would not match, and the page is drawn anew.
const serverStateJson = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
const serverState = serverStateJson ? (JSON.parse(serverStateJson) as RenderedPage['state']) : null;
if (serverState) store.dispatch(serverStateArrived(serverState));
const { user, loading } = store.getState().auth;
keepSessionHint(user !== null || loading);
const browser: RenderedFor | null = loading ? null : user ? 'session' : 'visitor';
const hydrate = serverState !== null && serverState.renderedFor === browser;

const app = (
  <StrictMode>
    <AppProvider store={store} styleCache={styleCache}>
      <RenderedAt time={hydrate ? serverState.renderedAt : null}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RenderedAt>
    </AppProvider>
  </StrictMode>
);
// Rendered as a transition, React builds the first screen in 5 ms slices instead of one long task, so a slow phone
// stays responsive while the shop starts (Lighthouse's Total Blocking Time, issue 11); hydration is sliced too. The
// address's screen is loaded first (its chunk is preloaded with the shell), so the first render draws it rather than
// a spinner that React would then keep for at least 300 ms; a screen that fails to load is left to the route's error
// boundary.
const render = () => {
  // Outside a transition, hydration would run at React's default hydration priority: one long task.
  if (hydrate) return startTransition(() => void hydrateRoot(container, app));
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => root.render(app));
};
void loadScreenFor(location.pathname).then(render, render);

// Firebase stays off the first paint (and off the page altogether until a session needs it).
store.dispatch(startSession());
