/**
 * Refunds through the gateway's refund API (../shared/sslcommerz-protocol.md, docs/payments.md).
 *
 * 1. Under the order's row lock: the idempotency key is looked up (a replay answers the refund it made), the amount is
 *    checked against what is left (total − every refund not failed, in paisa) and a `requested` refund is inserted.
 *    Two clicks, two admins or two processes are serialised by that lock: the second sees the first's reservation.
 * 2. Outside any transaction: the gateway's refund API with bank_tran_id, refund_amount, refund_remarks, refe_id.
 * 3. Under the lock again: success applies the refund (refunded_paisa; a full refund makes the order `refunded`,
 *    returns the copy and takes the book out of the shopper's purchases), processing waits for the periodic pass,
 *    failed records why and changes nothing else. The audit entry is written with an accepted refund only.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { formatPaisa } from '../../domain/pricing';
import type { Refund } from '../../domain/schemas/money';
import type { Db } from '../db/client';
import { books, orders, paymentFindings, refunds } from '../db/schema';
import { conflict, gatewayFailed, invalid, notFound } from '../errors';
import type { RefundResult, SslcommerzClient } from '../payments/sslcommerz-client';
import { recordAudit, type AuditActor } from './audit';
import { recordOrderEvent } from './order-events';

export type RefundRow = typeof refunds.$inferSelect;

export interface RefundInput {
  amountPaisa: number;
  reason: string;
  idempotencyKey: string;
}

export const REFUND_MESSAGES = {
  notFound: 'No such order',
  notRefundable: 'Only a paid order or one held for review can be refunded',
  fullyRefunded: 'This order is already fully refunded',
  noPayment: 'This order has no payment at the gateway to refund',
  keyReused: 'This idempotency key belongs to a refund of another order',
  emptyReason: 'Give a reason for the refund',
} as const;

/** How long a refund waits before the periodic pass asks about it (processing) or retries it (requested, stuck). */
const PROCESSING_RECHECK_SECONDS = 5;
const REQUESTED_RETRY_SECONDS = 120;

const newRefeId = () => `RF-${Date.now().toString(36).toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`;

/** What is still refundable: the total minus every refund that is not failed (requested and processing reserve). */
async function reservedPaisa(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${refunds.amountPaisa}), 0)::bigint` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed')));
  return Number(row.sum);
}

/** The gateway names a payment by bank_tran_id; orders settled before it was stored ask the validation API once. */
async function ensureBankTranId(db: Db, gateway: SslcommerzClient, orderId: string): Promise<void> {
  const [order] = await db
    .select({ valId: orders.valId, bankTranId: orders.bankTranId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order || order.bankTranId || !order.valId) return;
  let bankTranId: string | undefined;
  try {
    bankTranId = (await gateway.validate(order.valId)).bank_tran_id;
  } catch (error) {
    throw gatewayFailed(`The payment gateway could not be asked about this payment: ${(error as Error).message}`);
  }
  if (bankTranId) await db.update(orders).set({ bankTranId }).where(eq(orders.id, orderId));
}

/**
 * POST /orders/:id/refunds: an admin refunds a paid or held order, in full or in part. Answers the refund as it
 * stands (success, processing); a replayed idempotency key answers the same refund without calling the gateway again.
 */
export async function requestRefund(
  db: Db,
  gateway: SslcommerzClient,
  actor: AuditActor,
  orderId: string,
  input: RefundInput,
): Promise<RefundRow> {
  const reason = input.reason.trim();
  if (!reason) throw invalid(REFUND_MESSAGES.emptyReason);
  if (!Number.isSafeInteger(input.amountPaisa) || input.amountPaisa <= 0)
    throw invalid('The amount must be a positive whole number of paisa');

  const [existing] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey)).limit(1);
  if (existing) return replay(existing, orderId);
  await ensureBankTranId(db, gateway, orderId);

  const opened = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
    if (!order) throw notFound(REFUND_MESSAGES.notFound);
    // Under the lock: a concurrent request with this key has committed by now.
    const [same] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey)).limit(1);
    if (same) return { replayed: same };
    if (order.paymentStatus === 'refunded') throw conflict(REFUND_MESSAGES.fullyRefunded);
    if (order.paymentStatus !== 'paid' && !order.heldForReview) throw conflict(REFUND_MESSAGES.notRefundable);
    if (!order.bankTranId) throw conflict(REFUND_MESSAGES.noPayment);
    const left = order.totalAmountPaisa - (await reservedPaisa(tx, orderId));
    if (input.amountPaisa > left) {
      throw invalid(
        `At most ৳${formatPaisa(Math.max(left, 0))} is left to refund on this order (${Math.max(left, 0)} paisa)`,
      );
    }
    const [row] = await tx
      .insert(refunds)
      .values({
        orderId,
        tranId: order.tranId,
        bankTranId: order.bankTranId,
        idempotencyKey: input.idempotencyKey,
        amountPaisa: input.amountPaisa,
        reason: reason.slice(0, 255),
        refeId: newRefeId(),
        actorId: actor.id,
        actorEmail: actor.email,
        nextCheckAt: sql`now() + make_interval(secs => ${REQUESTED_RETRY_SECONDS})`,
      })
      .returning();
    await recordOrderEvent(tx, orderId, 'refund_requested', {
      actorId: actor.id,
      data: { amountPaisa: input.amountPaisa, reason: row.reason },
    });
    return { created: row };
  });
  if ('replayed' in opened) return replay(opened.replayed!, orderId);

  const refund = opened.created;
  let answer: RefundResult;
  try {
    answer = await gateway.refund({
      bankTranId: refund.bankTranId,
      refundAmount: formatPaisa(refund.amountPaisa),
      remarks: refund.reason,
      refeId: refund.refeId,
    });
  } catch (error) {
    // The gateway may or may not have it: the refund stays `requested` and the periodic pass retries it (same refe_id).
    throw gatewayFailed(
      `The payment gateway did not confirm the refund (${(error as Error).message}); it will be retried automatically`,
    );
  }
  const settled = await applyGatewayAnswer(db, refund.id, answer, actor);
  if (settled.status === 'failed')
    throw conflict(`The payment gateway refused the refund: ${settled.gatewayMessage ?? 'no reason given'}`);
  return settled;
}

function replay(row: RefundRow, orderId: string): RefundRow {
  if (row.orderId !== orderId) throw conflict(REFUND_MESSAGES.keyReused);
  if (row.status === 'failed')
    throw conflict(`The payment gateway refused the refund: ${row.gatewayMessage ?? 'no reason given'}`);
  return row;
}

/**
 * Records what the gateway said about an open refund (requested or processing), under the order's lock; a refund
 * already settled is left as it is. Success applies it to the order; the audit entry comes with acceptance.
 */
export async function applyGatewayAnswer(
  db: Db,
  refundId: string,
  answer: RefundResult,
  actor: AuditActor | null,
): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const [peek] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.id, refundId)).limit(1);
    if (peek?.orderId) await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, peek.orderId)).for('update');
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).limit(1).for('update');
    if (!refund) throw notFound('No such refund');
    if (refund.status === 'success' || refund.status === 'failed') return refund;
    const wasRequested = refund.status === 'requested';
    const [row] = await tx
      .update(refunds)
      .set({
        status: answer.status,
        refundRefId: answer.refundRefId ?? refund.refundRefId,
        gatewayMessage: answer.reason?.slice(0, 500) ?? null,
        updatedAt: sql`now()`,
        // Asked again after a tenth of its age (5 s to 1 h): seconds for the sandbox, hours for a bank that takes days.
        nextCheckAt:
          answer.status === 'processing'
            ? sql`now() + least(greatest((now() - ${refunds.createdAt}) / 10, make_interval(secs => ${PROCESSING_RECHECK_SECONDS})), interval '1 hour')`
            : null,
      })
      .where(eq(refunds.id, refundId))
      .returning();
    if (answer.status === 'failed') {
      if (refund.orderId)
        await recordOrderEvent(tx, refund.orderId, 'refund_failed', {
          actorId: refund.actorId,
          data: { amountPaisa: refund.amountPaisa, reason: row.gatewayMessage },
        });
      return row;
    }
    if (wasRequested && actor && refund.orderId) {
      await recordAudit(tx, actor, {
        action: 'order.refund',
        entity: 'order',
        entityId: refund.orderId,
        before: null,
        after: { refundId: refund.id, amountPaisa: refund.amountPaisa, reason: refund.reason, status: answer.status },
      });
    }
    if (answer.status === 'success') await applyToOrder(tx, row);
    return row;
  });
}

/** A successful refund on its order: refunded_paisa grows; a full refund ends the sale (status, copy, purchases). */
async function applyToOrder(tx: Db, refund: RefundRow) {
  if (!refund.orderId) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).limit(1);
  if (!order) return;
  const refundedPaisa = Math.min(order.refundedPaisa + refund.amountPaisa, order.totalAmountPaisa);
  const full = refundedPaisa === order.totalAmountPaisa;
  await tx
    .update(orders)
    .set({
      refundedPaisa,
      ...(full && { paymentStatus: 'refunded' as const, heldForReview: false, reservedUntil: null }),
    })
    .where(eq(orders.id, order.id));
  // The copy is still the shopper's when the order was paid or held pending; a closed order's copy came back already.
  if (full && order.bookId && (order.paymentStatus === 'paid' || order.paymentStatus === 'pending')) {
    await tx
      .update(books)
      .set({
        stock: sql`${books.stock} + 1`,
        ...(order.paymentStatus === 'paid' && { soldCount: sql`greatest(${books.soldCount} - 1, 0)` }),
      })
      .where(eq(books.id, order.bookId));
  }
  await recordOrderEvent(tx, order.id, 'refunded', {
    actorId: refund.actorId,
    data: { amountPaisa: refund.amountPaisa, refundedPaisa, full },
  });
}

export const REFUND_BATCH = 20;
const LEASE_SECONDS = 60;

/**
 * The periodic pass over open refunds: processing ones ask the refund-status API (refund_ref_id), requested ones that
 * never got an answer are sent again with the same refe_id. Claimed with FOR UPDATE SKIP LOCKED and a lease, so two
 * processes never ask about the same refund at once. A gateway error leaves the refund for the next pass.
 */
export async function pollOpenRefunds(
  db: Db,
  gateway: SslcommerzClient,
  batch = REFUND_BATCH,
): Promise<{ refundId: string; tranId: string; status: string }[]> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(inArray(refunds.status, ['requested', 'processing']), lt(refunds.nextCheckAt, sql`now()`)))
      .orderBy(asc(refunds.nextCheckAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(refunds)
      .set({ nextCheckAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(
        inArray(
          refunds.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  const results: { refundId: string; tranId: string; status: string }[] = [];
  for (const refund of claimed) {
    let answer: RefundResult;
    try {
      if (refund.status === 'processing' && refund.refundRefId) {
        answer = await gateway.refundStatus(refund.refundRefId);
      } else {
        answer = await gateway.refund({
          bankTranId: refund.bankTranId,
          refundAmount: formatPaisa(refund.amountPaisa),
          remarks: refund.reason,
          refeId: refund.refeId,
        });
      }
    } catch {
      results.push({ refundId: refund.id, tranId: refund.tranId, status: 'gateway_error' });
      continue;
    }
    const actor = refund.actorId && refund.actorEmail ? { id: refund.actorId, email: refund.actorEmail } : null;
    const row = await applyGatewayAnswer(db, refund.id, answer, actor);
    results.push({ refundId: row.id, tranId: row.tranId, status: row.status });
    // One finding when a refund settles (still processing is counted live by the Payments view, not logged per poll).
    if (row.status === refund.status) continue;
    await recordFinding(db, {
      kind:
        row.status === 'processing'
          ? 'refund_processing'
          : row.status === 'success'
            ? 'refund_completed'
            : 'refund_failed',
      orderId: row.orderId,
      tranId: row.tranId,
      detail: `Refund of ৳${formatPaisa(row.amountPaisa)}${row.refundRefId ? ` (${row.refundRefId})` : ''}${row.gatewayMessage ? `: ${row.gatewayMessage}` : ''}`,
      action:
        row.status === 'processing'
          ? 'asked again later'
          : row.status === 'success'
            ? 'applied to the order'
            : 'marked failed',
    });
  }
  return results;
}

export type FindingKind =
  | 'paid_unmarked'
  | 'expired'
  | 'amount_mismatch'
  | 'refund_processing'
  | 'refund_completed'
  | 'refund_failed'
  | 'orphan_payment_refunded';

export async function recordFinding(
  db: Db,
  finding: { kind: FindingKind; orderId: string | null; tranId: string; detail: string; action: string },
) {
  await db
    .insert(paymentFindings)
    .values({ ...finding, detail: finding.detail.slice(0, 500), action: finding.action.slice(0, 200) });
}

/**
 * A payment the gateway validated for an order that is gone or was closed here: never kept. It is refunded in full
 * through the refund API, once per val_id (the idempotency key), and recorded as a finding.
 */
export async function refundOrphanPayment(
  db: Db,
  gateway: SslcommerzClient,
  payment: {
    orderId: string | null;
    tranId: string;
    valId: string;
    bankTranId: string;
    amountPaisa: number;
    why: string;
  },
): Promise<RefundRow | null> {
  const idempotencyKey = `auto:${payment.valId}`;
  const refeId = newRefeId();
  const inserted = await db.transaction(async (tx) => {
    if (payment.orderId) {
      await tx
        .update(orders)
        .set({ bankTranId: payment.bankTranId })
        .where(and(eq(orders.id, payment.orderId), sql`${orders.bankTranId} IS NULL`));
    }
    const [row] = await tx
      .insert(refunds)
      .values({
        orderId: payment.orderId,
        tranId: payment.tranId,
        bankTranId: payment.bankTranId,
        idempotencyKey,
        amountPaisa: payment.amountPaisa,
        reason: `Automatic: ${payment.why}`.slice(0, 255),
        refeId,
        automatic: true,
        nextCheckAt: sql`now() + make_interval(secs => ${REQUESTED_RETRY_SECONDS})`,
      })
      .onConflictDoNothing({ target: refunds.idempotencyKey })
      .returning();
    if (row) {
      if (payment.orderId)
        await recordOrderEvent(tx, payment.orderId, 'refund_requested', {
          data: { amountPaisa: payment.amountPaisa, reason: row.reason, automatic: true },
        });
      await recordFinding(tx, {
        kind: 'orphan_payment_refunded',
        orderId: payment.orderId,
        tranId: payment.tranId,
        detail: `Paid ৳${formatPaisa(payment.amountPaisa)} at the gateway (val_id ${payment.valId}) but ${payment.why}`,
        action: 'refunded in full through the refund API',
      });
    }
    return row ?? null;
  });
  if (!inserted) {
    const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey)).limit(1);
    return row ?? null;
  }
  try {
    const answer = await gateway.refund({
      bankTranId: payment.bankTranId,
      refundAmount: formatPaisa(payment.amountPaisa),
      remarks: inserted.reason,
      refeId,
    });
    return await applyGatewayAnswer(db, inserted.id, answer, null);
  } catch {
    return inserted; // the periodic pass retries it
  }
}

/** The refunds of some orders (a page of them), oldest first. */
export async function refundsOf(db: Db, orderIds: readonly string[]): Promise<Map<string, RefundRow[]>> {
  const byOrder = new Map<string, RefundRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, [...orderIds]))
    .orderBy(asc(refunds.orderId), asc(refunds.createdAt));
  for (const row of rows) {
    const list = byOrder.get(row.orderId!) ?? [];
    list.push(row);
    byOrder.set(row.orderId!, list);
  }
  return byOrder;
}

export function toRefundJson(row: RefundRow): Refund {
  return {
    id: row.id,
    orderId: row.orderId,
    tranId: row.tranId,
    amountPaisa: row.amountPaisa,
    reason: row.reason,
    status: row.status,
    refundRefId: row.refundRefId,
    gatewayMessage: row.gatewayMessage,
    automatic: row.automatic,
    createdAt: row.createdAt.toISOString(),
  };
}
