import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { Provider } from 'react-redux';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { CssBaseline } from '@mui/material';
// @mui/material's ThemeProvider also bundles the CSS-variables provider (≈6 kB gzip of the shell) that a theme
// without cssVariables never uses; for such a theme it hands over to this one.
import { ThemeProvider } from '@mui/system';
import { Toaster } from '../components/toast';
import { browserI18n } from '../lib/i18n';
import type { AppStore } from '../store/store';
import { AppGlobalStyles } from './globalStyles';
import { theme } from './theme';

/**
 * Everything around the router: the store, the messages, the theme, toasts (notistack loads with the first toast).
 * main.tsx and the test renderer both use this; main.tsx and the server's render pass emotion's cache, and the
 * server's render its own Lingui instance.
 */
export function AppProvider({
  store,
  styleCache,
  i18n = browserI18n,
  children,
}: {
  store: AppStore;
  styleCache?: EmotionCache;
  i18n?: I18n;
  children: ReactNode;
}) {
  const app = (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <AppGlobalStyles />
          {children}
          <Toaster />
        </ThemeProvider>
      </I18nProvider>
    </Provider>
  );
  return styleCache ? <CacheProvider value={styleCache}>{app}</CacheProvider> : app;
}
