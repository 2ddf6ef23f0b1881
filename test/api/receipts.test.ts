import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Receipt } from '../../domain/schemas/receipts';
import { bookFixture, insertBooks } from './fixtures';
import { createTestContext, type TestContext } from './helpers';
import { chooseOnGateway, orderByTranId, pathOf, postForm, startPaying } from './payments-helpers';

let ctx: TestContext;
let owner: Awaited<ReturnType<TestContext['userWithRole']>>;
let orderId: string;
let tranId: string;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'boipoka-receipt-'));

/** The PDF's text as poppler reads it (the glyphs drawn, not just bytes in the file). */
function pdfText(bytes: Buffer): string {
  const file = path.join(tmp, `${randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', timeout: 20_000 });
}

beforeAll(async () => {
  ctx = await createTestContext();
  const [book] = await insertBooks(ctx.db, [bookFixture({ name: 'পথের পাঁচালী', pricePaisa: 42_050, stock: 3 })]);
  owner = await ctx.userWithRole('user');
  const paying = await startPaying(ctx, owner.token, book.id);
  const { action, fields } = await chooseOnGateway(ctx, paying.url, 'mobile');
  await postForm(ctx, pathOf(action), fields);
  tranId = paying.tranId;
  orderId = (await orderByTranId(ctx, tranId)).id;
});
afterAll(async () => {
  await ctx.close();
  rmSync(tmp, { recursive: true, force: true });
});

const get = (url: string, token?: string) => ctx.request({ method: 'GET', url, token });

describe('GET /api/v1/orders/:id/receipt', () => {
  it('gives the owner the paid order’s receipt: amounts from the stored paisa, Dhaka time, the gateway’s method', async () => {
    const response = await get(`/api/v1/orders/${orderId}/receipt`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const receipt = response.json().data as Receipt;
    const order = await orderByTranId(ctx, tranId);
    // 420.50 + 5% (21.025 → 21.03) + 3% (12.615 → 12.62): the stored paisa, whatever they are, to two decimals.
    expect(receipt).toMatchObject({
      orderId,
      tranId,
      book: 'পথের পাঁচালী',
      price: '420.50',
      tax: (order.taxPaisa / 100).toFixed(2),
      serviceCharge: (order.serviceChargePaisa / 100).toFixed(2),
      discount: '0.00',
      grandTotal: (order.totalAmountPaisa / 100).toFixed(2),
      paymentMethod: order.cardType,
      deliveryStatus: 'pending',
      customer: { email: owner.email },
    });
    expect(receipt.paidAtDhaka).toMatch(/\(Dhaka\)$/);
    const dhakaHour = (order.paidAt!.getUTCHours() + 6) % 24;
    expect(receipt.paidAtDhaka).toContain(
      `${String(dhakaHour).padStart(2, '0')}:${String(order.paidAt!.getUTCMinutes()).padStart(2, '0')}`,
    );
  });

  it('gives an admin the same; a stranger, an unknown id and an unpaid order get 404; no token 401', async () => {
    const admin = await ctx.userWithRole('admin');
    expect((await get(`/api/v1/orders/${orderId}/receipt`, admin.token)).json().data.tranId).toBe(tranId);
    const stranger = await ctx.userWithRole('user');
    const refused = await get(`/api/v1/orders/${orderId}/receipt`, stranger.token);
    expect(refused.statusCode).toBe(404);
    const unknown = await get(`/api/v1/orders/${randomUUID()}/receipt`, stranger.token);
    expect(unknown.statusCode).toBe(404);
    expect(refused.json().message).toBe(unknown.json().message);
    expect((await get(`/api/v1/orders/${orderId}/receipt.pdf`, stranger.token)).statusCode).toBe(404);
    expect((await get(`/api/v1/orders/${orderId}/receipt`)).statusCode).toBe(401);
    expect((await get('/api/v1/orders/not-a-uuid/receipt', owner.token)).statusCode).toBe(400);

    const [book] = await insertBooks(ctx.db, [bookFixture({ stock: 2 })]);
    const pending = await startPaying(ctx, owner.token, book.id);
    const pendingId = (await orderByTranId(ctx, pending.tranId)).id;
    expect((await get(`/api/v1/orders/${pendingId}/receipt`, owner.token)).statusCode).toBe(404);
  });

  it('the PDF: a download with the Bengali name and the taka sign drawn as text, and the grand total', async () => {
    const response = await get(`/api/v1/orders/${orderId}/receipt.pdf`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="boipoka-receipt-${tranId}.pdf"`);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    const order = await orderByTranId(ctx, tranId);
    expect(text).toContain(tranId);
    // Drawn with the Bengali font, not boxes: poppler reads each glyph back as its character, in visual order (a vowel
    // sign drawn before its consonant comes first), so the Book line holds exactly the name's letters.
    const letters = (line: string) => [...line.replace(/[^\u0980-\u09FF]/g, '')].sort().join('');
    const bookLine = text.split('\n').find((line) => line.startsWith('Book')) ?? '';
    expect(letters(bookLine)).toBe(letters('পথের পাঁচালী'));
    expect(text).not.toContain('\uFFFD');
    expect(text).toMatch(
      new RegExp(`Grand total\\s+৳ ${(order.totalAmountPaisa / 100).toFixed(2).replace('.', '\\.')}`),
    );
    expect(text).toContain(order.cardType!);
  });
});
