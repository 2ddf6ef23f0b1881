/**
 * The local sandbox gateway's refund API (the transaction query endpoint with bank_tran_id … or refund_ref_id), as
 * SSLCommerz answers it: initiation says "processing" with a refund_ref_id; the status query says "processing" until
 * SANDBOX_REFUND_PROCESSING_MS have passed, then "refunded". Refunds never exceed what was paid; the same refe_id is
 * the same refund.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { takaToPaisa } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { sslcommerzSandboxRefunds, sslcommerzSandboxSessions } from '../../db/schema';

export const SANDBOX_REFUND_PROCESSING_MS = 2_000;

type RefundAnswer = Record<string, string>;

const failed = (errorReason: string): RefundAnswer => ({ status: 'failed', errorReason });

export async function initiateRefund(
  db: Db,
  input: { bankTranId: string; amount: string; remarks: string; refeId: string },
): Promise<RefundAnswer> {
  const paisa = takaToPaisa(input.amount);
  if (paisa === null || paisa <= 0) return failed('Invalid refund_amount');
  if (!input.remarks.trim()) return failed('refund_remarks is required');
  if (!input.refeId) return failed('refe_id is required');
  return db.transaction(async (tx) => {
    const s = sslcommerzSandboxSessions;
    const [session] = await tx
      .select()
      .from(s)
      .where(and(eq(s.bankTranId, input.bankTranId), eq(s.status, 'VALID')))
      .limit(1)
      .for('update');
    if (!session) return failed('No successful transaction with this bank_tran_id');
    const r = sslcommerzSandboxRefunds;
    const [same] = await tx.select().from(r).where(eq(r.refeId, input.refeId)).limit(1);
    if (same)
      return { status: 'processing', bank_tran_id: same.bankTranId, refund_ref_id: same.refundRefId, errorReason: '' };
    const [{ refunded }] = await tx
      .select({ refunded: sql<string>`coalesce(sum((${r.amount})::numeric * 100), 0)::bigint` })
      .from(r)
      .where(eq(r.bankTranId, input.bankTranId));
    if (Number(refunded) + paisa > takaToPaisa(session.totalAmount)!)
      return failed('The refund amount exceeds what is left of the payment');
    const refundRefId = `SBXR${randomBytes(8).toString('hex').toUpperCase()}`;
    await tx.insert(r).values({
      refundRefId,
      bankTranId: input.bankTranId,
      refeId: input.refeId,
      amount: (paisa / 100).toFixed(2),
      remarks: input.remarks.slice(0, 255),
    });
    return {
      status: 'processing',
      bank_tran_id: input.bankTranId,
      trans_id: session.tranId,
      refund_ref_id: refundRefId,
      errorReason: '',
    };
  });
}

export async function refundStatus(db: Db, refundRefId: string): Promise<RefundAnswer> {
  const r = sslcommerzSandboxRefunds;
  const [row] = await db
    .update(r)
    .set({ checks: sql`${r.checks} + 1` })
    .where(eq(r.refundRefId, refundRefId))
    .returning({ createdAt: r.createdAt, bankTranId: r.bankTranId, refeId: r.refeId });
  if (!row) return failed('No refund with this refund_ref_id');
  const done = Date.now() - row.createdAt.getTime() >= SANDBOX_REFUND_PROCESSING_MS;
  return {
    status: done ? 'refunded' : 'processing',
    bank_tran_id: row.bankTranId,
    refund_ref_id: refundRefId,
    initiated_on: row.createdAt.toISOString().replace('T', ' ').slice(0, 19),
    errorReason: '',
  };
}
