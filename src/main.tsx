import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { loadScreenFor } from './app/screenRoutes';
import { makeStore } from './app/store';
import { createStyleCache } from './app/styleCache';
import { startSession } from './features/auth';
// The taka sign and বইপোকা need a Bengali font; devices without one get this subset (44 kB, fetched only when used).
import '@fontsource/noto-sans-bengali/bengali-400.css';
import './index.css';

// Chromium keeps the empty boxes of Bengali text laid out before the web font arrived (the navbar's বইপোকা on a
// phone without a Bengali font, issue 11): once the Bengali font has loaded, a no-op font-feature change ("kern" is
// the default either way) makes it re-shape the text with it. Set once, never toggled back: going back to the first
// value brings back the shapes (the boxes) cached before the font arrived, as a later font (the carousel's) did.
document.fonts?.addEventListener('loadingdone', (event) => {
  if ((event as FontFaceSetLoadEvent).fontfaces.some((face) => face.family.includes('Bengali'))) document.documentElement.classList.add('fonts-reshaped');
});

const store = makeStore();
const styleCache = createStyleCache();

// Rendered as a transition, React builds the first screen in 5 ms slices instead of one long task, so a slow phone
// stays responsive while the shop starts (Lighthouse's Total Blocking Time, issue 11). The address's screen is loaded
// first (its chunk is preloaded with the shell), so the first render draws it rather than a spinner that React would
// then keep for at least 300 ms; a screen that fails to load is left to the route's error boundary.
const root = createRoot(document.getElementById('root')!);
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider store={store} styleCache={styleCache}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    ),
  );
void loadScreenFor(location.pathname).then(render, render);

// Firebase stays off the first paint (and off the page altogether until a session needs it).
startSession(store);
