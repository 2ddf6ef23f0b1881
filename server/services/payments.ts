/**
 * Payments through SSLCommerz v4 (../shared/sslcommerz-protocol.md). The server computes the amount, stores the order
 * PENDING with a server-made tran_id and a reserved copy before the gateway is called; only a verified signature plus
 * the validation API (VALID/VALIDATED, same tran_id, same paisa, BDT) marks an order paid — once, atomically, from the
 * success POST-back, the IPN or the reconciler, on any process. Fail/cancel POST-backs are only a reason to ask.
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/format';
import { formatPaisa, takaToPaisa } from '../../domain/pricing';
import type { Db } from '../db/client';
import { books, orders, users } from '../db/schema';
import { conflict, gatewayFailed, invalid, notFound } from '../errors';
import type { SslcommerzClient, TransactionElement, ValidationResult } from '../payments/sslcommerz-client';
import { verifySign } from '../payments/verify-sign';
import { findBook } from './books';
import { quoteForBook } from './checkout';
import { recordOrderEvent } from './order-events';
import { afterOrderPaid } from './order-lifecycle';
import { newTranId } from './orders';
import { refundOrphanPayment } from './refunds';
import { rememberLanguage } from './users';

export interface PaymentInitInput {
  bookId: string;
  phone: string;
  address: string;
  /** The shopper's language (the call's Accept-Language): the receipt and the order's mails are written in it. */
  language?: Language;
}

export interface PaymentUrls {
  /** The origin the gateway calls back (PUBLIC_URL or the request's). */
  origin: string;
  reservationMinutes: number;
}

/**
 * `pg` and PGlite both report SQLSTATE in `code` (and the index in `constraint`); drizzle wraps the driver error in
 * `cause`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  }
  return false;
}

export const DISCOUNT_TAKEN =
  'Your review discount is already used by another order; the price has changed, please check out again';

/** Takes back an order's reserved copy when it leaves `pending` for `to` (once: a conditional update). */
async function closeOrder(db: Db, orderId: string, to: 'failed' | 'cancelled' | 'expired'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ paymentStatus: to, reservedUntil: null })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending'), eq(orders.heldForReview, false)))
      .returning({ bookId: orders.bookId });
    if (!row) return false;
    if (row.bookId)
      await tx
        .update(books)
        .set({ stock: sql`${books.stock} + 1` })
        .where(eq(books.id, row.bookId));
    await recordOrderEvent(tx, orderId, to);
    return true;
  });
}

/**
 * POST /ssl/init: order PENDING + one copy reserved (conditional UPDATE … stock > 0, one transaction), then the
 * gateway's session init outside the transaction. A gateway failure releases the copy, fails the order and is a 502.
 */
export async function startPayment(
  db: Db,
  gateway: SslcommerzClient,
  userId: string,
  input: PaymentInitInput,
  urls: PaymentUrls,
): Promise<{ url: string; tran_id: string }> {
  if (!input.address || !input.phone) throw invalid('Phone and address are required');
  const book = await findBook(db, input.bookId);
  if (!book) throw notFound('No book with this id');
  const [account] = await db
    .select({ email: users.email, displayName: users.displayName, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) throw notFound('No such account');
  const q = await quoteForBook(db, userId, book);
  if (q.reason === 'purchased') throw conflict('You have already bought this book');
  if (q.reason === 'out_of_stock') throw conflict('This book is out of stock');

  const tranId = newTranId();
  const customerName = account.displayName?.trim() || account.email.split('@')[0];
  let orderId: string;
  try {
    orderId = await db.transaction(async (tx) => {
      const [reserved] = await tx
        .update(books)
        .set({ stock: sql`${books.stock} - 1` })
        // Not archived meanwhile (an admin's delete locks the row and archives it; then no copy is sold).
        .where(and(eq(books.id, book.id), sql`${books.stock} > 0`, isNull(books.archivedAt)))
        .returning({ id: books.id });
      if (!reserved) throw conflict('This book is out of stock');
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          bookId: book.id,
          cusName: customerName,
          cusEmail: account.email,
          cusPhone: input.phone,
          cusState: input.address,
          pricePaisa: q.pricePaisa,
          taxPaisa: q.taxPaisa,
          serviceChargePaisa: q.serviceChargePaisa,
          discountPaisa: q.discountPaisa,
          discountReviewId: q.discountReviewId,
          totalAmountPaisa: q.grandTotalPaisa,
          tranId,
          productName: book.name,
          productImage: book.image,
          productCategory: book.category,
          productProfile: book.description,
          paymentStatus: 'pending',
          // The call's language, else the one the account was last seen in.
          language: input.language ?? account.language ?? DEFAULT_LANGUAGE,
          reservedUntil: sql`now() + make_interval(mins => ${urls.reservationMinutes})`,
        })
        .returning({ id: orders.id });
      await recordOrderEvent(tx, order.id, 'created');
      if (input.language) await rememberLanguage(tx, userId, input.language);
      return order.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'orders_one_order_per_discount')) throw conflict(DISCOUNT_TAKEN);
    if (isUniqueViolation(error))
      throw conflict('A payment for this book is already in progress; finish or cancel it first');
    throw error;
  }

  const api = `${urls.origin}/api/v1/ssl`;
  try {
    const session = await gateway.initSession({
      total_amount: formatPaisa(q.grandTotalPaisa),
      currency: 'BDT',
      tran_id: tranId,
      product_category: book.category.slice(0, 50),
      product_name: book.name.slice(0, 255),
      product_profile: 'physical-goods',
      success_url: `${api}/success`,
      fail_url: `${api}/fail`,
      cancel_url: `${api}/cancel`,
      ipn_url: `${api}/ipn`,
      cus_name: customerName.slice(0, 50),
      cus_email: account.email,
      cus_add1: input.address.slice(0, 50),
      cus_city: 'Dhaka',
      cus_postcode: '1000',
      cus_country: 'Bangladesh',
      cus_phone: input.phone,
      shipping_method: 'NO',
      num_of_item: 1,
      value_a: orderId,
    });
    await db.update(orders).set({ sessionKey: session.sessionkey }).where(eq(orders.id, orderId));
    return { url: session.GatewayPageURL, tran_id: tranId };
  } catch (error) {
    await closeOrder(db, orderId, 'failed');
    throw gatewayFailed(`The payment could not be started: ${(error as Error).message}. Please try again.`);
  }
}

export type PaymentOutcome =
  | 'paid'
  | 'already_paid'
  | 'held_for_review'
  | 'failed'
  | 'cancelled'
  | 'expired'
  | 'unchanged'
  | 'rejected'
  | 'unknown_order'
  | 'refunded'
  | 'gateway_error';

export interface SettleResult {
  outcome: PaymentOutcome;
  tranId: string;
  reason?: string;
}

/**
 * The one path that marks an order paid: ask the validation API about `valId`; only VALID/VALIDATED with this tran_id,
 * this amount in paisa and BDT settles the order. risk_level 1 holds it for an admin instead.
 */
export async function settleByValidation(
  db: Db,
  gateway: SslcommerzClient,
  tranId: string,
  valId: string,
): Promise<SettleResult> {
  const reject = (reason: string): SettleResult => ({ outcome: 'rejected', tranId, reason });
  const [order] = await db.select().from(orders).where(eq(orders.tranId, tranId)).limit(1);
  let validation;
  try {
    validation = await gateway.validate(valId);
  } catch (error) {
    return { outcome: order ? 'gateway_error' : 'unknown_order', tranId, reason: (error as Error).message };
  }
  if (!order && (validation.tran_id !== tranId || (validation.status !== 'VALID' && validation.status !== 'VALIDATED')))
    return { outcome: 'unknown_order', tranId };
  if (validation.status !== 'VALID' && validation.status !== 'VALIDATED')
    return reject(`validation status ${validation.status}`);
  if (validation.tran_id !== tranId) return reject('the validated payment belongs to another transaction');
  if (validation.val_id !== undefined && validation.val_id !== valId) return reject('the validated val_id differs');
  if (!order) {
    // A real payment for an order that is gone: refunded, never kept silently.
    await refundOrphan(db, gateway, null, tranId, valId, validation, 'no order with this tran_id exists');
    return { outcome: 'refunded', tranId, reason: 'no such order' };
  }
  if (validation.amount === undefined || takaToPaisa(validation.amount) !== order.totalAmountPaisa)
    return reject('the amount differs from the order');
  if (validation.currency !== 'BDT') return reject('the currency is not BDT');
  if (order.paymentStatus === 'paid') return { outcome: 'already_paid', tranId };

  try {
    if (validation.risk_level === '1') {
      const held = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({
            heldForReview: true,
            valId,
            bankTranId: validation.bank_tran_id || null,
            riskTitle: (validation.risk_title ?? 'risk_level 1').slice(0, 200),
            reservedUntil: null,
          })
          .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'pending'), isNull(orders.valId)))
          .returning({ id: orders.id });
        if (row) await recordOrderEvent(tx, order.id, 'held', { data: { reason: 'risk' } });
        return row;
      });
      return { outcome: held || order.heldForReview ? 'held_for_review' : 'unchanged', tranId };
    }
    if (order.paymentStatus !== 'pending') {
      // Paid at the gateway after the order was closed here: never kept, refunded through the refund API.
      const [closed] = await db
        .update(orders)
        .set({ valId })
        .where(
          and(
            eq(orders.id, order.id),
            inArray(orders.paymentStatus, ['failed', 'cancelled', 'expired']),
            isNull(orders.valId),
          ),
        )
        .returning({ id: orders.id });
      if (closed)
        await refundOrphan(
          db,
          gateway,
          order.id,
          tranId,
          valId,
          validation,
          `the order was ${order.paymentStatus} when the payment arrived`,
        );
      return { outcome: 'refunded', tranId, reason: 'paid after the order was closed' };
    }
    const paid = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({
          paymentStatus: 'paid',
          valId,
          bankTranId: validation.bank_tran_id || null,
          paidAt: sql`now()`,
          reservedUntil: null,
        })
        .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'pending'), eq(orders.heldForReview, false)))
        .returning({ bookId: orders.bookId });
      if (!row) return false;
      if (row.bookId)
        await tx
          .update(books)
          .set({ soldCount: sql`${books.soldCount} + 1` })
          .where(eq(books.id, row.bookId));
      await afterOrderPaid(tx, order.id, { cardType: validation.card_type });
      return true;
    });
    if (paid) return { outcome: 'paid', tranId };
    const [now] = await db
      .select({ status: orders.paymentStatus, held: orders.heldForReview })
      .from(orders)
      .where(eq(orders.id, order.id));
    return { outcome: now?.status === 'paid' ? 'already_paid' : now?.held ? 'held_for_review' : 'unchanged', tranId };
  } catch (error) {
    if (isUniqueViolation(error)) return reject('this val_id already settled another order');
    throw error;
  }
}

async function refundOrphan(
  db: Db,
  gateway: SslcommerzClient,
  orderId: string | null,
  tranId: string,
  valId: string,
  validation: ValidationResult,
  why: string,
) {
  const amountPaisa = validation.amount === undefined ? null : takaToPaisa(validation.amount);
  if (!validation.bank_tran_id || !amountPaisa) return;
  await refundOrphanPayment(db, gateway, {
    orderId,
    tranId,
    valId,
    bankTranId: validation.bank_tran_id,
    amountPaisa,
    why,
  });
}

export type CallbackFields = Record<string, string>;

/** POST /ssl/success and /ssl/ipn: a valid signature first, then the validation API decides. */
export async function handlePaidCallback(
  db: Db,
  gateway: SslcommerzClient,
  fields: CallbackFields,
  storePassword: string,
): Promise<SettleResult> {
  const tranId = fields.tran_id ?? '';
  if (!tranId || !fields.val_id) return { outcome: 'rejected', tranId, reason: 'tran_id and val_id are required' };
  if (!verifySign(fields, storePassword)) return { outcome: 'rejected', tranId, reason: 'bad verify_sign' };
  return settleByValidation(db, gateway, tranId, fields.val_id);
}

/**
 * What the gateway says about a transaction decides: a VALID/VALIDATED element settles it through the validation API;
 * for a callback, FAILED or CANCELLED closes it (copy returned) and anything else (PENDING, nothing found) changes
 * nothing; for the reaper, anything but paid expires it.
 */
async function reconcileWithGateway(
  db: Db,
  gateway: SslcommerzClient,
  order: { id: string; tranId: string; sessionKey: string | null },
  mode: 'expire' | 'callback',
): Promise<SettleResult> {
  let elements: TransactionElement[];
  try {
    elements = (await gateway.queryTransaction({ tranId: order.tranId })).element;
  } catch (error) {
    return { outcome: 'gateway_error', tranId: order.tranId, reason: (error as Error).message };
  }
  const paid = elements.find((e) => (e.status === 'VALID' || e.status === 'VALIDATED') && e.val_id);
  if (paid) return settleByValidation(db, gateway, order.tranId, paid.val_id!);
  if (mode === 'expire') {
    return { outcome: (await closeOrder(db, order.id, 'expired')) ? 'expired' : 'unchanged', tranId: order.tranId };
  }
  const statuses = new Set(elements.map((e) => e.status));
  const to = statuses.has('FAILED') ? 'failed' : statuses.has('CANCELLED') ? 'cancelled' : null;
  if (!to) return { outcome: 'unchanged', tranId: order.tranId };
  return { outcome: (await closeOrder(db, order.id, to)) ? to : 'unchanged', tranId: order.tranId };
}

/** POST /ssl/fail and /ssl/cancel: information only — the transaction query decides. */
export async function handleFailOrCancel(
  db: Db,
  gateway: SslcommerzClient,
  fields: CallbackFields,
): Promise<SettleResult> {
  const tranId = fields.tran_id ?? '';
  if (!tranId) return { outcome: 'rejected', tranId, reason: 'tran_id is required' };
  const [order] = await db
    .select({ id: orders.id, tranId: orders.tranId, sessionKey: orders.sessionKey, status: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.tranId, tranId))
    .limit(1);
  if (!order) return { outcome: 'unknown_order', tranId };
  if (order.status !== 'pending') return { outcome: 'unchanged', tranId };
  return reconcileWithGateway(db, gateway, order, 'callback');
}

export const RECONCILE_BATCH = 20;
const LEASE_SECONDS = 120;

/**
 * The reservation reaper: claims pending orders whose reservation has ended (FOR UPDATE SKIP LOCKED, and a short
 * lease so another process skips them), asks the gateway about each: paid there → paid here through the validation
 * path; otherwise expired and the copy returns. A gateway error leaves the order for the next pass.
 */
export async function reconcileExpiredOrders(
  db: Db,
  gateway: SslcommerzClient,
  batch = RECONCILE_BATCH,
): Promise<SettleResult[]> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.paymentStatus, 'pending'), eq(orders.heldForReview, false), lt(orders.reservedUntil, sql`now()`)),
      )
      .orderBy(orders.reservedUntil)
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(orders)
      .set({ reservedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(
        inArray(
          orders.id,
          due.map((row) => row.id),
        ),
      )
      .returning({ id: orders.id, tranId: orders.tranId, sessionKey: orders.sessionKey });
  });
  const results: SettleResult[] = [];
  for (const order of claimed) results.push(await reconcileWithGateway(db, gateway, order, 'expire'));
  return results;
}
