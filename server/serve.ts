/**
 * The API as production runs it: `npm run build` bundles this file into dist-server/serve.mjs, and
 * `NODE_ENV=production DATABASE_URL=… JWT_SECRET=… npm run serve` runs it (no emulator and no transpiler: that is
 * `npm start`). The built SPA is served from SPA_DIR (default dist/).
 * Stops cleanly on SIGTERM/SIGINT so a load balancer can drain it.
 */
import { ConfigError, loadConfig } from './config';
import { startServer } from './main';

async function serve() {
  const server = await startServer(loadConfig());
  server.app.log.info({ url: server.url }, 'listening');
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'stopping');
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

serve().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
