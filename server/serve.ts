/**
 * The API as production runs it: `NODE_ENV=production DATABASE_URL=… JWT_SECRET=… node --import tsx server/serve.ts`
 * (`npm run serve`). No build step and no emulator (that is `npm start`): the SPA is served from SPA_DIR when built.
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
