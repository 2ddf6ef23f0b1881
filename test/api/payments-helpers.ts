/** Driving the local sandbox gateway from API tests (fastify.inject, no network). */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { books, orders, sslcommerzSandboxSessions } from '../../server/db/schema';
import {
  callbackFields,
  completeSession,
  type SandboxChoice,
  type SandboxStore,
} from '../../server/payments/sandbox-gateway/store';
import { signCallback } from '../../server/payments/verify-sign';
import type { TestContext } from './helpers';

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

export const sandboxStore = (ctx: TestContext): SandboxStore => ({
  storeId: ctx.config.payments.storeId,
  storePassword: ctx.config.payments.storePassword,
  storeName: 'Boipoka',
});

export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

export async function initPayment(
  ctx: TestContext,
  token: string,
  bookId: string,
  extra: Record<string, unknown> = {},
) {
  return ctx.request({
    method: 'POST',
    url: '/api/v1/ssl/init',
    token,
    payload: { book_id: bookId, cus_phone: '+8801711000000', cus_add1: 'House 1, Road 2, Dhaka', ...extra },
  });
}

/** Starts a payment and returns the gateway URL, tran_id and the sandbox session key. */
export async function startPaying(ctx: TestContext, token: string, bookId: string) {
  const response = await initPayment(ctx, token, bookId);
  expect(response.statusCode, response.body).toBe(200);
  const { url, tran_id } = response.json() as { url: string; tran_id: string };
  const sessionKey = new URL(url).searchParams.get('SESSIONKEY')!;
  return { url, tranId: tran_id, sessionKey };
}

/** The hidden inputs of the sandbox's POST-back page, and where the form goes. */
export function parsePostBack(html: string): { action: string; fields: Record<string, string> } {
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const action = unescape(/<form id="postback" method="post" action="([^"]*)"/.exec(html)![1]);
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescape(match[1])] = unescape(match[2]);
  return { action, fields };
}

/** The customer presses a button on the gateway page (the gateway also sends the IPN). */
export async function chooseOnGateway(ctx: TestContext, url: string, choice: SandboxChoice) {
  const response = await ctx.request({ method: 'POST', url: pathOf(url), headers: FORM, payload: `choice=${choice}` });
  expect(response.statusCode, response.body).toBe(200);
  return parsePostBack(response.body);
}

/** The gateway records the customer's choice but sends no IPN: the test delivers the signed fields itself. */
export async function completeWithoutIpn(ctx: TestContext, sessionKey: string, choice: SandboxChoice) {
  const session = await completeSession(ctx.db, sessionKey, choice);
  return callbackFields(session!, sandboxStore(ctx));
}

export const postForm = (
  ctx: TestContext,
  path: string,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> =>
  ctx.request({ method: 'POST', url: path, headers: FORM, payload: new URLSearchParams(fields).toString() });

/** Fields re-signed with the store password after changing some (what only someone with the password could do). */
export function resign(ctx: TestContext, fields: Record<string, string>, changes: Record<string, string>) {
  const { verify_sign: _sign, verify_key: _key, ...plain } = fields;
  return signCallback({ ...plain, ...changes }, ctx.config.payments.storePassword);
}

export async function orderByTranId(ctx: TestContext, tranId: string) {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.tranId, tranId));
  return row;
}

export async function bookRow(ctx: TestContext, id: string) {
  const [row] = await ctx.db.select().from(books).where(eq(books.id, id));
  return row;
}

export async function tamperSandboxSession(
  ctx: TestContext,
  sessionKey: string,
  values: Partial<typeof sslcommerzSandboxSessions.$inferInsert>,
) {
  await ctx.db
    .update(sslcommerzSandboxSessions)
    .set(values)
    .where(eq(sslcommerzSandboxSessions.sessionKey, sessionKey));
}
