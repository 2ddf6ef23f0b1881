import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { registerMailWorker } from '../mail/worker';
import { registerPaymentReconciler } from '../payments/reconciler';
import { removeOrphanImages } from '../services/images';

const IMAGE_CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** Hourly removal of unreferenced uploads (safe with several processes); stopped when the app closes. */
function startImageCleanup(app: FastifyInstance) {
  let timer: NodeJS.Timeout | null = null;
  const run = async () => {
    try {
      const removed = await removeOrphanImages(app.db);
      if (removed > 0) app.log.info({ removed }, 'removed unreferenced uploads');
    } catch (error) {
      app.log.warn({ err: error }, 'image cleanup failed');
    }
  };
  let first: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    // A first pass soon after start (processes that restart often still clean up), then hourly.
    first = setTimeout(() => void run(), 60_000 + Math.floor(Math.random() * 60_000));
    first.unref();
    timer = setInterval(() => void run(), IMAGE_CLEANUP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (first) clearTimeout(first);
    if (timer) clearInterval(timer);
  });
}

/**
 * The periodic jobs: the payment reconciler, the mail outbox's worker and the cleanup of unreferenced uploads. They
 * start when the app is ready and stop when it closes.
 */
export const periodicJobs = fp(
  async (app) => {
    registerPaymentReconciler(app);
    registerMailWorker(app);
    startImageCleanup(app);
  },
  { name: 'periodic-jobs', dependencies: ['app-context'] },
);
