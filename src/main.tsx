import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { makeStore } from './app/store';
import { createAppRouter } from './app/router';
import { theme } from './app/theme';
import { startAuthSession } from './features/auth/session';
// The taka sign and বইপোকা need a Bengali font; devices without one get this subset (44 kB, fetched only when used).
import '@fontsource/noto-sans-bengali/bengali-400.css';
import './index.css';

const store = makeStore();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider maxSnack={3} autoHideDuration={5000} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  </StrictMode>,
);

// Firebase stays off the first paint: start the session once the shell has rendered.
const startAuth = () => startAuthSession(store);
if ('requestIdleCallback' in window) requestIdleCallback(startAuth, { timeout: 1500 });
else setTimeout(startAuth, 0);
