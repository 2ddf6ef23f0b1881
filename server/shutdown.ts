import closeWithGrace from 'close-with-grace';
import type { RunningServer } from './main';

/** How long in-flight requests get to finish after SIGTERM before the process gives up on them (exit 1). */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops on SIGTERM/SIGINT (and on an uncaught error) with close-with-grace: `server.stop()` closes the listener (new
 * connections are refused; Fastify answers 503 to requests arriving on kept-alive ones and closes idle ones), waits
 * for the requests in flight to be answered, stops the periodic jobs (their onClose hooks), then closes the identity
 * provider and the database pool; exit 0. A second signal, or the grace period running out, exits 1 at once.
 */
export function stopGracefully(server: RunningServer, graceMs = SHUTDOWN_GRACE_MS): void {
  const log = server.app.log;
  closeWithGrace(
    { delay: graceMs, logger: { error: (message: unknown) => log.error(message) } },
    async ({ signal, err }) => {
      if (err) log.error({ err }, 'stopping after an uncaught error');
      else log.info({ signal }, 'stopping: finishing the requests in flight');
      await server.stop();
      log.info('stopped');
    },
  );
}
