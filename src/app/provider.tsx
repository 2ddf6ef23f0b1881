import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { Provider } from 'react-redux';
import { CssBaseline } from '@mui/material';
// @mui/material's ThemeProvider also bundles the CSS-variables provider (≈6 kB gzip of the shell) that a theme
// without cssVariables never uses; for such a theme it hands over to this one.
import { ThemeProvider } from '@mui/system';
import { Toaster } from '../components/toast';
import type { AppStore } from '../store/store';
import { AppGlobalStyles } from './globalStyles';
import { theme } from './theme';

/**
 * Everything around the router: the store, the theme, toasts (notistack loads with the first toast). main.tsx and the
 * test renderer both use this; main.tsx and the server's render pass emotion's cache.
 */
export function AppProvider({
  store,
  styleCache,
  children,
}: {
  store: AppStore;
  styleCache?: EmotionCache;
  children: ReactNode;
}) {
  const app = (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AppGlobalStyles />
        {children}
        <Toaster />
      </ThemeProvider>
    </Provider>
  );
  return styleCache ? <CacheProvider value={styleCache}>{app}</CacheProvider> : app;
}
