/**
 * The API as production runs it: `npm run build` bundles this file into dist-server/serve.mjs, and
 * `NODE_ENV=production DATABASE_URL=… JWT_SECRET=… npm run serve` runs it (no emulator and no transpiler: that is
 * `npm start`). The built SPA is served from SPA_DIR (default dist/).
 * Stops gracefully on SIGTERM/SIGINT (server/shutdown.ts) so a load balancer can drain it.
 */
import { ConfigError, loadConfig } from './config';
import { startServer } from './main';
import { stopGracefully } from './shutdown';

async function serve() {
  const server = await startServer(loadConfig());
  server.app.log.info({ url: server.url }, 'listening');
  stopGracefully(server);
}

serve().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
