import type { FastifyInstance } from 'fastify';
import { reconcileExpiredOrders, type SettleResult } from '../services/payments';
import { pollOpenRefunds, recordFinding, type FindingKind } from '../services/refunds';
import type { Db } from '../db/client';
import { gatewayClient, publicOrigin } from './origin';

export const RECONCILE_INTERVAL_MS = 60_000;
/** Refunds in "processing" are asked about more often: the gateway settles them within seconds to days. */
export const REFUND_POLL_INTERVAL_MS = 5_000;

/** What the reservation pass found, for the reconciliation view (orders it changed or refused to change). */
const FINDINGS: Partial<Record<SettleResult['outcome'], { kind: FindingKind; detail: string; action: string }>> = {
  paid: {
    kind: 'paid_unmarked',
    detail: 'The gateway says paid; the shop had not marked it',
    action: 'marked paid after validation',
  },
  held_for_review: {
    kind: 'paid_unmarked',
    detail: 'The gateway says paid with risk_level 1',
    action: 'held for review',
  },
  expired: {
    kind: 'expired',
    detail: 'No payment at the gateway when the reservation ended',
    action: 'expired, copy returned to stock',
  },
};

export async function recordPassFindings(db: Db, results: SettleResult[]) {
  for (const result of results) {
    const known = FINDINGS[result.outcome];
    if (known) await recordFinding(db, { ...known, orderId: null, tranId: result.tranId });
    else if (result.outcome === 'rejected' && result.reason?.includes('amount')) {
      await recordFinding(db, {
        kind: 'amount_mismatch',
        orderId: null,
        tranId: result.tranId,
        detail: result.reason,
        action: 'not marked paid',
      });
    }
  }
}

/** The periodic payment passes: started when the app is ready, stopped (and awaited) when it closes. */
export function registerPaymentReconciler(
  app: FastifyInstance,
  intervalMs = RECONCILE_INTERVAL_MS,
  refundIntervalMs = REFUND_POLL_INTERVAL_MS,
) {
  const timers: NodeJS.Timeout[] = [];
  let running: Promise<void> | null = null;
  let refunding: Promise<void> | null = null;
  const gateway = () => gatewayClient(app, publicOrigin(app.config));
  const tick = () => {
    if (running) return;
    running = reconcileExpiredOrders(app.db, gateway())
      .then(async (results) => {
        app.metrics.reconcilerRuns.inc({ result: 'ok' });
        for (const { outcome } of results) if (outcome !== 'unchanged') app.metrics.reconcilerChanges.inc({ outcome });
        if (results.length > 0)
          app.log.info(
            { orders: results.map((r) => ({ tran_id: r.tranId, outcome: r.outcome })) },
            'payments: reservations reconciled',
          );
        await recordPassFindings(app.db, results);
      })
      .catch((error: Error) => {
        app.metrics.reconcilerRuns.inc({ result: 'failed' });
        app.log.error({ message: error.message }, 'payments: reconcile pass failed');
      })
      .finally(() => {
        running = null;
      });
  };
  const refundTick = () => {
    if (refunding) return;
    refunding = pollOpenRefunds(app.db, gateway())
      .then((results) => {
        if (results.length > 0) app.log.info({ refunds: results }, 'payments: refunds polled');
      })
      .catch((error: Error) => app.log.error({ message: error.message }, 'payments: refund pass failed'))
      .finally(() => {
        refunding = null;
      });
  };
  app.addHook('onReady', async () => {
    timers.push(setInterval(tick, intervalMs), setInterval(refundTick, refundIntervalMs));
    for (const timer of timers) timer.unref();
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all([running, refunding]);
  });
}
