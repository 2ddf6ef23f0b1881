import { defineConfig } from 'vitest/config';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { lingui } from '@lingui/vite-plugin';
import { devHead } from './scripts/vite-dev-head.ts';
import { compileHints } from './scripts/vite-compile-hints.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { storefrontOnly } from './scripts/pwa-precache.ts';

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig(({ isSsrBuild }) => ({
  // The server's render (src/entry-server.tsx, `vite build --ssr`) is plain JavaScript for Node: nothing to compress.
  // Lingui compiles each message catalogue when it is imported (`?lingui`); a missing translation fails the build.
  // The PWA plugin before precompress: the service worker it writes at the end of the build is compressed with the
  // rest.
  plugins: isSsrBuild
    ? [react(), lingui({ failOnMissing: true, failOnCompileError: true })]
    : [
        react(),
        lingui({ failOnMissing: true, failOnCompileError: true }),
        compileHints(),
        pwa(),
        precompress(),
        devHead(),
      ],
  // react-slick and react-star-ratings are CommonJS; without this their default export arrives as {default}.
  legacy: { inconsistentCjsInterop: true },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
      '/covers': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // scripts/check-budget.ts reads it to measure each route's first-load JavaScript.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    chunkSizeWarningLimit: 700,
    // Vite's modulepreload polyfill (about 0.3 kB gzip of the shell) serves only Safari before 17 and Firefox before
    // 115; there the preload hints are ignored and the chunks still load through their imports, a little later.
    modulePreload: { polyfill: false },
    // Two Rolldown groups (the bundler's documented chunk groups). `shell`: every module the entry loads statically, in
    // one chunk (left alone, the bundler split it into 23 files). `mui-shared`: the MUI modules that ten or more lazy
    // screens import, in one chunk instead of a dozen of 1–2 kB; each screen's other chunks keep the bundler's own
    // splitting. Fewer requests for a screen on HTTP/1.1 (docs/performance.md).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'shell', tags: ['$initial'] },
                { name: 'mui-shared', test: /node_modules[\\/]@mui[\\/]/, minShareCount: 10 },
              ],
            },
          },
        },
  },
  // The server's render bundles its packages (MUI, react-slick…): Node's own loading of them (ESM or CommonJS, CSS
  // imports) is not what the browser's bundle sees.
  // (Only there: Vitest's runner reads this setting too.)
  ...(isSsrBuild && { ssr: { noExternal: true } }),
  // React's production build on the server too (Node's NODE_ENV is not the bundle's concern).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  test: {
    // One worker per core (Vitest's default leaves one core to itself, which on a 2-core CI runner is one worker).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          include: ['test/web/**/*.test.{ts,tsx}', 'test/unit/**/*.test.ts', 'test/lint/**/*.test.ts'],
          setupFiles: ['test/web/setup.ts'],
          css: false,
          // Component tests type and wait on a shared 2-core machine: 5 s (Vitest's default) is too tight there.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['test/api/**/*.test.ts'],
          globalSetup: ['test/api/global-setup.ts'],
          setupFiles: ['test/api/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file opens its own database (on PostgreSQL a fresh one per file), so files run side by side.
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.e2e.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One shop process serves all browser tests; run the files one after another.
          fileParallelism: false,
        },
      },
    ],
  },
}));

/** Cache names, also used by the SPA (src/lib/serviceWorkerCaches.ts clears the catalogue's on sign-out). */
const CATALOGUE_CACHE = 'boipoka-catalogue';

/**
 * The web app manifest and the service worker (Workbox's generateSW; docs/offline.md says what is cached how).
 * Routes are tried in order; a request no route matches goes to the network as if there were no service worker
 * (auth, orders, checkout, payments, the control panel's reads, every write).
 */
function pwa() {
  return VitePWA({
    // Registration is src/pwa/register.ts, imported once the page has loaded and the browser is idle.
    injectRegister: false,
    // A waiting version is offered with a toast, never forced on a page with a form half filled.
    registerType: 'prompt',
    manifest: {
      id: '/',
      name: 'বইপোকা — Boipoka',
      short_name: 'বইপোকা',
      description: 'বইপোকা (Boipoka): an online book shop. Browse, search and buy books in taka.',
      lang: 'bn-BD',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1b4965',
      background_color: '#ffffff',
      categories: ['books', 'shopping'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The shell and the storefront's screens (their fonts, styles, images); the control panel's chunks are left
      // to the runtime cache below (scripts/pwa-precache.ts).
      globPatterns: ['index.html', 'assets/**/*.{js,css,woff2,svg,gif}', '*.svg', 'hero/*.svg', 'icons/*.png'],
      manifestTransforms: [storefrontOnly(path.resolve('dist'))],
      // The Bengali font's woff (woff2's fallback for old browsers) and the precompressed copies are not wanted.
      globIgnores: ['**/*.br', '**/*.gz', '**/*.woff'],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      // Navigations go to the network first (below); only an address never seen falls back to the shell.
      navigateFallback: null,
      // Without this, Workbox answers `/` with the precached index.html (the server's unfilled template) before the
      // pages route below is asked: a returning shopper's home page would lose its drawn content, title and lang.
      directoryIndex: null,
      // The first version takes the open page at once (so what it shows is cached); later versions wait for the
      // shopper's Reload (skipWaiting stays false).
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // A navigation's request starts while the worker boots, with a header that tells the server the worker holds the
      // chunks (server/spa/shell-html.ts). Every same-origin navigation then needs a route below that uses it.
      navigationPreload: true,
      runtimeCaching: [
        {
          // Pages: the network's fresh page when it answers within 3 s, else the copy of the page last seen, else
          // the shell, whose router draws the screen. Not the API's own pages, the payment gateway or the metrics.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            url.origin === self.location.origin &&
            !/^\/(api|uploads|sandbox|metrics)(\/|$)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'boipoka-pages',
            networkTimeoutSeconds: 3,
            expiration: { maxEntries: 40, maxAgeSeconds: 14 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
            precacheFallback: { fallbackURL: 'index.html' },
          },
        },
        {
          // The other same-origin navigations (a receipt, the sandbox gateway) as before, from the network: this route
          // hands them the navigation preload's response, which Chromium reports when nothing waits for it.
          urlPattern: ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
          handler: 'NetworkOnly',
        },
        {
          // Covers and uploaded images never change under one name.
          urlPattern: ({ url }) => url.origin === self.location.origin && /^\/(uploads|covers)\//.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: 'boipoka-images',
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Public catalogue reads (src/store/booksApi.ts sends them without a token): the stored answer at once,
          // refreshed behind it. A read that carries the access token (the control panel's lists, a signed-in
          // shopper's own data) is not matched here and goes to the network.
          urlPattern: ({ request, url }) =>
            url.origin === self.location.origin &&
            !request.headers.has('authorization') &&
            /^\/api\/v1\/(books(\/categories|\/[0-9a-f-]{36}(\/related)?)?|reviews)$/.test(url.pathname),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: CATALOGUE_CACHE,
            expiration: { maxEntries: 150, maxAgeSeconds: 7 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
          },
        },
        // A write that succeeds (a book edited, a review added, a payment begun: stock and reviews change) drops
        // the stored catalogue reads, so the refetch RTK Query makes next goes to the server, not the old copy.
        ...(['POST', 'PUT', 'PATCH', 'DELETE'] as const).map((method) => ({
          // (Not the payment gateway's form posts back to the API: those are the browser's own navigations.)
          urlPattern: ({ request, url }: { request: Request; url: URL }) =>
            request.mode !== 'navigate' && url.origin === self.location.origin && url.pathname.startsWith('/api/v1/'),
          method,
          handler: 'NetworkOnly' as const,
          options: {
            plugins: [
              {
                // Serialised into the worker: the cache name is written out (it is CATALOGUE_CACHE).
                fetchDidSucceed: async ({ response }: { response: Response }) => {
                  if (response.ok) await caches.delete('boipoka-catalogue');
                  return response;
                },
              },
            ],
          },
        })),
        {
          // The control panel's chunks (not precached): hashed names never change.
          urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'boipoka-code',
            expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}
