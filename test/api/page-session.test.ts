import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInIntent } from '../../domain/sign-in';
import { bareSpaDir, createTestContext, uniqueEmail, type TestContext } from './helpers';

let ctx: TestContext;
const bookPage = '/books/4f8c2a9e-1b7d-4c3e-9a2f-6d5e8b1c0a37';

beforeAll(async () => {
  ctx = await createTestContext({ SPA_DIR: bareSpaDir() });
});
afterAll(() => ctx.close());

/** The value the answer's Set-Cookie gives the session cookie, and the cookie's attributes. */
function sessionSetCookie(headers: Record<string, unknown>) {
  const header = String(headers['set-cookie'] ?? '');
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  expect(pair.startsWith('session=')).toBe(true);
  return { value: pair.slice('session='.length), attributes };
}

const page = (url: string, cookie?: string) =>
  ctx.request({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

describe('the session cookie', () => {
  it('is made from a Firebase ID token: HttpOnly, SameSite=Lax, for the whole shop, for 14 days', async () => {
    const { idToken } = await ctx.firebaseSignUp(uniqueEmail('session'));
    const started = await ctx.request({ method: 'POST', url: '/api/v1/session', token: idToken });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ acknowledged: true });
    const { value, attributes } = sessionSetCookie(started.headers);
    expect(value).toMatch(/^ey/);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=1209600']));
    expect(attributes).not.toContain('Secure'); // plain HTTP here; behind TLS the proxy's https adds it
  });

  it('is refused without a Firebase ID token: none, a forged one, or one of our access tokens', async () => {
    const customer = await ctx.userWithRole('user');
    for (const token of [undefined, 'not-a-token', customer.token]) {
      const refused = await ctx.request({ method: 'POST', url: '/api/v1/session', token });
      expect(refused.statusCode, String(token)).toBe(401);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
  });

  it('is cleared at sign-out', async () => {
    const ended = await ctx.request({ method: 'DELETE', url: '/api/v1/session' });
    expect(ended.statusCode).toBe(200);
    const { value, attributes } = sessionSetCookie(ended.headers);
    expect(value).toBe('');
    expect(attributes).toContain('Max-Age=0');
  });
});

describe('a guarded page', () => {
  it('sends a visitor to sign in before any of it loads, saying where they were going', async () => {
    for (const url of [
      bookPage,
      '/mybooks',
      '/profile',
      `/checkout/${bookPage.split('/')[2]}`,
      '/receipts/x',
      '/cpanel/musers',
    ]) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(303);
      expect(answer.headers['cache-control'], url).toBe('no-store');
      const location = new URL(String(answer.headers.location), 'http://shop');
      expect(location.pathname, url).toBe('/signin');
      expect(signInIntent(location.search), url).toEqual({ next: url, reason: 'signInRequired' });
      expect(answer.body, url).not.toContain('<div id="root">');
    }
  });

  it('keeps the language the address named, and the whole address to come back to', async () => {
    const answer = await page(`${bookPage}?lang=bn`);
    const location = new URL(String(answer.headers.location), 'http://shop');
    expect(location.searchParams.get('lang')).toBe('bn');
    expect(signInIntent(location.search).next).toBe(`${bookPage}?lang=bn`);
  });

  it('is served to a browser with a session cookie, and not for a forged or cleared one', async () => {
    const cookie = await ctx.sessionCookie();
    const served = await page(bookPage, cookie);
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('<div id="root">');
    expect(served.headers.vary).toContain('Cookie');
    expect((await page(bookPage, `${cookie.slice(0, -4)}abcd`)).statusCode).toBe(303);
    expect((await page(bookPage, 'session=')).statusCode).toBe(303);
    expect((await page(bookPage, 'lang=bn; other=1')).statusCode).toBe(303);
  });

  it('leaves the public pages and the sign-in page alone', async () => {
    for (const url of ['/', '/books', '/aboutus', '/contactus', '/terms', '/signin', '/signup', '/no-such-page']) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
  });
});
