import type { FastifyInstance } from 'fastify';
import { reconcileExpiredOrders } from '../services/payments';
import { gatewayClient, publicOrigin } from './origin';

export const RECONCILE_INTERVAL_MS = 60_000;

/** The periodic reservation pass: started when the app is ready, stopped (and awaited) when it closes. */
export function registerPaymentReconciler(app: FastifyInstance, intervalMs = RECONCILE_INTERVAL_MS) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = reconcileExpiredOrders(app.db, gatewayClient(app, publicOrigin(app.config)))
      .then((results) => {
        app.metrics.reconcilerRuns.inc({ result: 'ok' });
        for (const { outcome } of results) if (outcome !== 'unchanged') app.metrics.reconcilerChanges.inc({ outcome });
        if (results.length > 0) app.log.info({ orders: results.map((r) => ({ tran_id: r.tranId, outcome: r.outcome })) }, 'payments: reservations reconciled');
      })
      .catch((error: Error) => {
        app.metrics.reconcilerRuns.inc({ result: 'failed' });
        app.log.error({ message: error.message }, 'payments: reconcile pass failed');
      })
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
