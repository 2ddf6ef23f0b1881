import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPaisaAsTaka } from '../../domain/format';
import type { Receipt } from '../../domain/schemas/receipts';
import { mailOutbox, orders, stockNotifyRequests, users } from '../../server/db/schema';
import { bookFixture, insertBooks } from './fixtures';
import { createTestContext, type TestContext } from './helpers';
import { chooseOnGateway, orderByTranId, pathOf, postForm } from './payments-helpers';

let ctx: TestContext;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'boipoka-bangla-'));
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  rmSync(tmp, { recursive: true, force: true });
});

const BANGLA = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' };

/** The PDF's text as poppler reads it back (the glyphs drawn, not just bytes in the file). */
function pdfText(bytes: Buffer): string {
  const file = path.join(tmp, `${randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', timeout: 20_000 });
}

/**
 * Poppler gives a vowel sign drawn before its consonant first, so a Bengali word is compared by its letters (as a
 * multiset, ো as ে + া as poppler may give it), not their order: the line that holds every letter of `label`.
 */
const letterCounts = (text: string) => {
  const counts = new Map<string, number>();
  for (const c of text.normalize('NFD').replace(/[^\u0980-\u09FF]/g, '')) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts;
};
const holds = (line: string, label: string) => {
  const have = letterCounts(line);
  return [...letterCounts(label)].every(([c, n]) => (have.get(c) ?? 0) >= n);
};
const lineOf = (text: string, label: string) => text.split('\n').find((line) => holds(line, label)) ?? '';

async function searchNames(search: string): Promise<string[]> {
  const response = await ctx.request({ method: 'GET', url: `/api/v1/books?search=${encodeURIComponent(search)}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.result as { name: string }[]).map((book) => book.name).sort();
}

describe('search in both scripts', () => {
  beforeAll(async () => {
    await insertBooks(ctx.db, [
      bookFixture({ name: 'পথের পাঁচালী', category: 'বাংলা সাহিত্য', authors: ['বিভূতিভূষণ বন্দ্যোপাধ্যায়'] }),
      bookFixture({ name: 'হাঙর নদী গ্রেনেড', category: 'বাংলা সাহিত্য', authors: ['সেলিনা হোসেন'] }),
      // Stored as typed on some keyboards: ো as its two parts (ে + া), digits in Bengali.
      bookFixture({ name: 'ক\u09c7\u09beথায় ১৯৭১', category: 'ইতিহাস' }),
      bookFixture({ name: 'Dhaka 1952', category: 'History' }),
    ]);
  });

  it('finds a Bangla title by any part of it: a word, the end of one and the start of the next, an author', async () => {
    expect(await searchNames('পাঁচালী')).toEqual(['পথের পাঁচালী']);
    expect(await searchNames('নদী গ্রে')).toEqual(['হাঙর নদী গ্রেনেড']);
    expect(await searchNames('থের পাঁ')).toEqual(['পথের পাঁচালী']);
    expect(await searchNames('হোসেন')).toEqual(['হাঙর নদী গ্রেনেড']);
    expect(await searchNames('বাংলা সাহিত্য')).toEqual(['পথের পাঁচালী', 'হাঙর নদী গ্রেনেড']);
    expect(await searchNames('গ্রেনেড পথের')).toEqual([]);
  });

  it('reads Bengali digits in the query as digits, both ways, and matches composed and decomposed vowel signs', async () => {
    expect(await searchNames('১৯৫২')).toEqual(['Dhaka 1952']);
    expect(await searchNames('1971')).toEqual(['ক\u09c7\u09beথায় ১৯৭১']);
    expect(await searchNames('১৯৭১')).toEqual(['ক\u09c7\u09beথায় ১৯৭১']);
    // The composed ো (U+09CB) finds the name stored with ে + া, and the other way round.
    expect(await searchNames('\u0995\u09cbথায়')).toEqual(['ক\u09c7\u09beথায় ১৯৭১']);
    expect(await searchNames('প\u09a5\u09c7\u09b0 পাঁ')).toEqual(['পথের পাঁচালী']);
    const counted = await ctx.request({ method: 'GET', url: `/api/v1/books?search=${encodeURIComponent('১৯')}` });
    expect(counted.json().data.totalBooks).toBe(2);
  });
});

describe('the shopper’s language: orders, mails and the PDF receipt', () => {
  let buyer: Awaited<ReturnType<TestContext['userWithRole']>>;
  let orderId: string;
  let tranId: string;

  beforeAll(async () => {
    buyer = await ctx.userWithRole('user');
    await ctx.db.update(users).set({ displayName: 'রবীন্দ্রনাথ ক্ষমা' }).where(eq(users.id, buyer.id));
    const [book] = await insertBooks(ctx.db, [bookFixture({ name: 'কপালকুণ্ডলা', pricePaisa: 123_450, stock: 3 })]);
    const init = await ctx.request({
      method: 'POST',
      url: '/api/v1/ssl/init',
      token: buyer.token,
      headers: BANGLA,
      payload: { book_id: book.id, cus_phone: '+8801711000000', cus_add1: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা' },
    });
    expect(init.statusCode, init.body).toBe(200);
    const paying = init.json() as { url: string; tran_id: string };
    const { action, fields } = await chooseOnGateway(ctx, paying.url, 'mobile');
    await postForm(ctx, pathOf(action), fields);
    tranId = paying.tran_id;
    orderId = (await orderByTranId(ctx, tranId)).id;
  });

  it('records the language of the checkout call on the order and the account; no header means English', async () => {
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.language).toBe('bn');
    expect(order.paymentStatus).toBe('paid');
    const [account] = await ctx.db.select().from(users).where(eq(users.id, buyer.id));
    expect(account.language).toBe('bn');

    const english = await ctx.userWithRole('user');
    const [book] = await insertBooks(ctx.db, [bookFixture({ stock: 2 })]);
    const init = await ctx.request({
      method: 'POST',
      url: '/api/v1/ssl/init',
      token: english.token,
      payload: { book_id: book.id, cus_phone: '+8801711000000', cus_add1: 'House 1, Dhaka' },
    });
    expect(init.statusCode, init.body).toBe(200);
    expect((await orderByTranId(ctx, init.json().tran_id)).language).toBe('en');
  });

  it('writes the receipt mail in Bangla: subject, greeting, labels, Bengali-digit amounts with the taka sign first', async () => {
    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'receipt'), eq(mailOutbox.toEmail, buyer.email)));
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(mail.subject).toBe(`আপনার রসিদ: কপালকুণ্ডলা (${tranId})`);
    expect(mail.html).toContain('<html lang="bn-BD">');
    expect(mail.text).toContain('প্রিয় রবীন্দ্রনাথ ক্ষমা,');
    expect(mail.text).toContain('মূল্য: ৳ ১,২৩৪.৫০');
    expect(mail.text).toContain(`সর্বমোট: ${formatPaisaAsTaka(order.totalAmountPaisa, 'bn')}`);
    expect(mail.text).toMatch(/পরিশোধের সময়: [০-৯]+ \S+ [০-৯]{4}, [০-৯]{2}:[০-৯]{2} \(ঢাকা সময়\)/);
    expect(mail.text).toContain('রসিদ দেখুন বা ডাউনলোড করুন');
    // No English words of the template are left (the shop's address and the gateway's method are data).
    expect(mail.text).not.toMatch(/Dear|Price|Grand total|Thank you|Your receipt/);
  });

  it('the JSON receipt says the order’s language; the PDF is in it, or in ?lang=', async () => {
    const receipt = (
      await ctx.request({ method: 'GET', url: `/api/v1/orders/${orderId}/receipt`, token: buyer.token })
    ).json().data as Receipt;
    expect(receipt).toMatchObject({ language: 'bn', paymentStatus: 'paid', refunded: '0.00' });

    const bangla = await ctx.request({
      method: 'GET',
      url: `/api/v1/orders/${orderId}/receipt.pdf`,
      token: buyer.token,
    });
    expect(bangla.statusCode).toBe(200);
    const text = pdfText(bangla.rawPayload);
    expect(text).not.toContain('\uFFFD');
    expect(text).not.toMatch(/Grand total|Price|Receipt/);
    expect(text).toContain(tranId);
    for (const label of ['সর্বমোট', 'মূল্য', 'লেনদেন আইডি', 'পরিশোধের মাধ্যম', 'বইপোকা', 'পরিশোধিত'])
      expect(lineOf(text, label), label).not.toBe('');
    // The amounts in Bengali digits with lakh grouping, the taka sign before them.
    expect(lineOf(text, 'মূল্য')).toContain('৳ ১,২৩৪.৫০');
    const order = await orderByTranId(ctx, tranId);
    expect(lineOf(text, 'সর্বমোট')).toContain(formatPaisaAsTaka(order.totalAmountPaisa, 'bn'));
    expect(lineOf(text, 'কপালকুণ্ডলা')).toMatch(/^\s*বই\s/);

    const english = await ctx.request({
      method: 'GET',
      url: `/api/v1/orders/${orderId}/receipt.pdf?lang=en`,
      token: buyer.token,
    });
    const englishText = pdfText(english.rawPayload);
    expect(englishText).toMatch(/Grand total\s+৳ 1,\d{3}\.\d{2}/);
    expect(englishText).toContain('Price');
    expect(englishText).not.toContain('সর্বমোট');

    const refused = await ctx.request({
      method: 'GET',
      url: `/api/v1/orders/${orderId}/receipt.pdf?lang=fr`,
      token: buyer.token,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('the delivery mail follows the order’s language', async () => {
    const admin = await ctx.userWithRole('admin');
    const confirm = await ctx.request({ method: 'PUT', url: `/api/v1/orders/${orderId}`, token: admin.token });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'delivery_confirmed'), eq(mailOutbox.toEmail, buyer.email)));
    expect(mail.subject).toBe('আপনার অর্ডার করা কপালকুণ্ডলা ডেলিভারির জন্য নিশ্চিত হয়েছে');
    expect(mail.text).toContain('লেনদেন আইডি');
  });
});

describe('notify-me and the profile remember the language', () => {
  it('a Bangla back-in-stock request gets a Bangla mail; an English one an English mail', async () => {
    const admin = await ctx.userWithRole('admin');
    const [book] = await insertBooks(ctx.db, [bookFixture({ name: 'হিমু', stock: 0 })]);
    const bangla = await ctx.userWithRole('user');
    const english = await ctx.userWithRole('user');
    const ask = (token: string, headers: Record<string, string> = {}) =>
      ctx.request({ method: 'PUT', url: `/api/v1/books/${book.id}/notify-me`, token, headers });
    expect((await ask(bangla.token, BANGLA)).statusCode).toBe(200);
    expect((await ask(english.token, { 'accept-language': 'en-GB,en;q=0.8' })).statusCode).toBe(200);
    const requests = await ctx.db.select().from(stockNotifyRequests).where(eq(stockNotifyRequests.bookId, book.id));
    expect(Object.fromEntries(requests.map((r) => [r.userId, r.language]))).toEqual({
      [bangla.id]: 'bn',
      [english.id]: 'en',
    });

    const raise = await ctx.request({
      method: 'PATCH',
      url: `/api/v1/books/${book.id}`,
      token: admin.token,
      payload: { stock: 5 },
    });
    expect(raise.statusCode).toBe(200);
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'back_in_stock'));
    const to = (email: string) => mails.find((m) => m.toEmail === email)!;
    expect(to(bangla.email).subject).toBe('হিমু আবার স্টকে এসেছে');
    expect(to(bangla.email).text).toContain('বইটি দেখুন');
    expect(to(english.email).subject).toBe('হিমু is back in stock');
    expect(to(english.email).text).toContain('Dear ');
  });

  it('the profile sync records the account’s language from Accept-Language and keeps it without one', async () => {
    const user = await ctx.userWithRole('user');
    const sync = (headers: Record<string, string>) =>
      ctx.request({ method: 'PUT', url: `/api/v1/users/${user.email}`, token: user.token, headers, payload: {} });
    const languageOf = async () =>
      (await ctx.db.select({ language: users.language }).from(users).where(eq(users.id, user.id)))[0].language;
    expect(await languageOf()).toBeNull();
    expect((await sync({ 'accept-language': 'bn' })).statusCode).toBe(200);
    expect(await languageOf()).toBe('bn');
    expect((await sync({})).statusCode).toBe(200);
    expect(await languageOf()).toBe('bn');
    expect((await sync({ 'accept-language': 'fr-FR, en;q=0.3' })).statusCode).toBe(200);
    expect(await languageOf()).toBe('en');
    // Not the body's: a language the shop does not have changes nothing.
    expect((await sync({ 'accept-language': 'de' })).statusCode).toBe(200);
    expect(await languageOf()).toBe('en');
  });
});
