import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { devHead } from './scripts/vite-dev-head.ts';
import { precompress } from './scripts/vite-precompress.ts';

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig(({ isSsrBuild }) => ({
  // The server's render (src/entry-server.tsx, `vite build --ssr`) is plain JavaScript for Node: nothing to compress.
  // Lingui compiles each message catalogue when it is imported (`?lingui`); a missing translation fails the build.
  plugins: isSsrBuild
    ? [react(), lingui({ failOnMissing: true, failOnCompileError: true })]
    : [react(), lingui({ failOnMissing: true, failOnCompileError: true }), precompress(), devHead()],
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
    // Rolldown's built-in tag: every module the entry loads statically goes into one shell chunk (left alone, the
    // bundler split it into 23 files); lazy screens keep the bundler's own splitting.
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
  // The server's render bundles its packages (MUI, react-slick…): Node's own loading of them (ESM or CommonJS, CSS
  // imports) is not what the browser's bundle sees.
  // (Only there: Vitest's runner reads this setting too.)
  ...(isSsrBuild && { ssr: { noExternal: true } }),
  // React's production build on the server too (Node's NODE_ENV is not the bundle's concern).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  test: {
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
          // Each file opens its own database; on PostgreSQL that is a fresh database per file.
          fileParallelism: !process.env.TEST_DATABASE_URL,
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
