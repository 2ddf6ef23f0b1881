/** The local sandbox gateway's records (its own table), as SSLCommerz keeps them for a store. */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sslcommerzSandboxSessions } from '../../db/schema';
import { signCallback } from '../verify-sign';

export type SandboxSession = typeof sslcommerzSandboxSessions.$inferSelect;
export type SandboxChoice = 'card' | 'mobile' | 'fail' | 'cancel';

export interface SandboxStore {
  storeId: string;
  storePassword: string;
  storeName: string;
}

const token = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

export async function createSession(
  db: Db,
  values: Omit<typeof sslcommerzSandboxSessions.$inferInsert, 'sessionKey'>,
): Promise<SandboxSession> {
  const [row] = await db
    .insert(sslcommerzSandboxSessions)
    .values({ ...values, sessionKey: token(16) })
    .returning();
  return row;
}

export async function findSession(db: Db, sessionKey: string): Promise<SandboxSession | null> {
  const [row] = await db
    .select()
    .from(sslcommerzSandboxSessions)
    .where(eq(sslcommerzSandboxSessions.sessionKey, sessionKey))
    .limit(1);
  return row ?? null;
}

/**
 * The customer chose a button: the session becomes VALID (paid by card or mobile banking), FAILED or CANCELLED —
 * once; a second choice leaves the first result. Returns the session as it now stands.
 */
export async function completeSession(
  db: Db,
  sessionKey: string,
  choice: SandboxChoice,
): Promise<SandboxSession | null> {
  const paid = choice === 'card' || choice === 'mobile';
  const [row] = await db
    .update(sslcommerzSandboxSessions)
    .set({
      status: paid ? 'VALID' : choice === 'fail' ? 'FAILED' : 'CANCELLED',
      valId: paid ? `SBX${token(10)}` : null,
      bankTranId: paid ? `SBXB${token(8)}` : null,
      cardType: choice === 'card' ? 'VISA-Dutch Bangla' : choice === 'mobile' ? 'BKASH-BKash' : null,
      completedAt: sql`now()`,
    })
    .where(and(eq(sslcommerzSandboxSessions.sessionKey, sessionKey), eq(sslcommerzSandboxSessions.status, 'PENDING')))
    .returning();
  return row ?? findSession(db, sessionKey);
}

/** The signed fields the gateway POSTs to the merchant (browser) and sends as the IPN. */
export function callbackFields(session: SandboxSession, store: SandboxStore): Record<string, string> {
  const paid = session.status === 'VALID';
  const fields: Record<string, string> = {
    tran_id: session.tranId,
    val_id: session.valId ?? '',
    amount: session.totalAmount,
    store_amount: paid ? (Number(session.totalAmount) * 0.975).toFixed(2) : '0.00',
    currency: session.currency,
    tran_date: (session.completedAt ?? session.createdAt).toISOString().replace('T', ' ').slice(0, 19),
    card_type: session.cardType ?? '',
    card_no: session.cardType?.startsWith('VISA') ? '432149XXXXXX0667' : '',
    bank_tran_id: session.bankTranId ?? '',
    card_issuer: session.cardType?.startsWith('VISA') ? 'SANDBOX BANK' : session.cardType ? 'BKash Mobile Banking' : '',
    card_brand: session.cardType?.startsWith('VISA') ? 'VISA' : session.cardType ? 'MOBILEBANKING' : '',
    status: session.status,
    error:
      session.status === 'FAILED'
        ? 'Declined by the sandbox'
        : session.status === 'CANCELLED'
          ? 'Cancelled by the customer'
          : '',
    store_id: session.storeId,
    currency_type: session.currency,
    currency_amount: session.totalAmount,
    currency_rate: '1.0000',
    value_a: session.valueA ?? '',
    risk_level: String(session.riskLevel),
    risk_title: session.riskLevel === 1 ? 'Transaction is under review' : 'Safe',
  };
  return signCallback(fields, store.storePassword);
}

/** VALID the first time a paid val_id is validated, VALIDATED after, null for an unknown or unpaid one. */
export async function validateValId(
  db: Db,
  valId: string,
): Promise<{ session: SandboxSession; status: 'VALID' | 'VALIDATED' } | null> {
  const t = sslcommerzSandboxSessions;
  const [first] = await db
    .update(t)
    .set({ validatedAt: sql`now()` })
    .where(and(eq(t.valId, valId), eq(t.status, 'VALID'), isNull(t.validatedAt)))
    .returning();
  if (first) return { session: first, status: 'VALID' };
  const [again] = await db
    .select()
    .from(t)
    .where(and(eq(t.valId, valId), eq(t.status, 'VALID')))
    .limit(1);
  return again ? { session: again, status: 'VALIDATED' } : null;
}

export async function sessionsOf(
  db: Db,
  by: { tranId: string } | { sessionKey: string },
  limit = 20,
): Promise<SandboxSession[]> {
  const t = sslcommerzSandboxSessions;
  return db
    .select()
    .from(t)
    .where('tranId' in by ? eq(t.tranId, by.tranId) : eq(t.sessionKey, by.sessionKey))
    .orderBy(sql`${t.createdAt} DESC`)
    .limit(limit);
}

/** A session's status as the transaction query reports it. */
export const queryStatus = (session: SandboxSession) =>
  session.status === 'VALID' ? (session.validatedAt ? 'VALIDATED' : 'VALID') : session.status;
