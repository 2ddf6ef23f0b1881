import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../server/db/schema';
import { snapshot, validBook } from './admin-helpers';
import { bookFixture, insertBooks, insertOrders, insertReview } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
const tokens: Record<'customer' | 'admin' | 'superadmin', string> = { customer: '', admin: '', superadmin: '' };
let ids: { book: string; paidOrder: string; unpaidOrder: string; contact: string };

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['customer', 'admin', 'superadmin'] as const) {
    tokens[role] = (await ctx.userWithRole(role === 'customer' ? 'user' : role)).token;
  }
  const customer = await ctx.userWithRole('user');
  const [book, other] = await insertBooks(ctx.db, [bookFixture(), bookFixture()]);
  const [paid, unpaid] = await insertOrders(ctx.db, [
    { userId: customer.id, book, paymentStatus: 'paid' },
    { userId: customer.id, book: other, paymentStatus: 'failed' },
  ]);
  await insertReview(ctx.db, {
    orderId: paid.id,
    userId: customer.id,
    name: 'C',
    email: customer.email,
    rating: 5,
    review: 'Good',
    createdAt: new Date(),
  });
  const [contact] = await ctx.db
    .insert(contacts)
    .values({ name: 'N', phone: '+8801711000000', email: 'n@example.com', address: 'Dhaka', message: 'Hello' })
    .returning();
  ids = { book: other.id, paidOrder: paid.id, unpaidOrder: unpaid.id, contact: contact.id };
});
afterAll(() => ctx.close());

/** Every control-panel endpoint, with a request that would succeed (or change something) for an admin. */
const endpoints = () => [
  { method: 'GET' as const, url: '/api/v1/admin/summary' },
  { method: 'POST' as const, url: '/api/v1/books', payload: validBook },
  { method: 'PATCH' as const, url: `/api/v1/books/${ids.book}`, payload: { price: 1 } },
  { method: 'DELETE' as const, url: `/api/v1/books/${ids.book}` },
  { method: 'PUT' as const, url: `/api/v1/orders/${ids.paidOrder}` },
  { method: 'DELETE' as const, url: `/api/v1/orders/${ids.unpaidOrder}` },
  { method: 'GET' as const, url: '/api/v1/contacts' },
  { method: 'DELETE' as const, url: `/api/v1/contacts/${ids.contact}` },
  { method: 'GET' as const, url: '/api/v1/users?search=admin' },
  { method: 'GET' as const, url: '/api/v1/admin/audit' },
  { method: 'GET' as const, url: '/api/v1/admin/payments/findings' },
  { method: 'GET' as const, url: '/api/v1/admin/orders.csv?from=2026-01-01&to=2026-01-31' },
  { method: 'GET' as const, url: `/api/v1/books/${ids.book}/stock` },
];

describe('every control-panel endpoint refuses non-admins and changes nothing', () => {
  it('anonymous, a garbage token and a customer get 401 / 401 / 403 with the error body', async () => {
    const before = await snapshot(ctx.db);
    for (const endpoint of endpoints()) {
      const cases = [
        { token: null, status: 401 },
        { token: 'not-a-token', status: 401 },
        { token: tokens.customer, status: 403 },
      ];
      for (const { token, status } of cases) {
        const response = await ctx.request({ ...endpoint, token });
        expect(response.statusCode, `${endpoint.method} ${endpoint.url} as ${token?.slice(0, 8)}`).toBe(status);
        expect(response.json()).toMatchObject({
          statusCode: status,
          error: expect.any(String),
          message: expect.any(String),
        });
      }
    }
    expect(await snapshot(ctx.db)).toBe(before);
  });

  it('an admin and the superadmin are let through (each endpoint answers 2xx for one of them)', async () => {
    // Reads for both roles; each write once (the admin does half, the superadmin the other half).
    for (const role of ['admin', 'superadmin'] as const) {
      for (const url of ['/api/v1/admin/summary', '/api/v1/contacts', '/api/v1/users?search=admin']) {
        expect((await ctx.request({ method: 'GET', url, token: tokens[role] })).statusCode, `${role} GET ${url}`).toBe(
          200,
        );
      }
    }
    const writes = endpoints().filter((e) => e.method !== 'GET');
    for (const [index, endpoint] of writes.entries()) {
      const role = index % 2 === 0 ? 'admin' : 'superadmin';
      const response = await ctx.request({ ...endpoint, token: tokens[role] });
      expect(response.statusCode, `${role} ${endpoint.method} ${endpoint.url}: ${response.body}`).toBeLessThan(300);
      expect(response.json().status).toBe('Successful');
    }
  });

  it('documents every control-panel route in OpenAPI', async () => {
    const paths = Object.keys((await ctx.request({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/admin/summary',
        '/api/v1/books/{id}',
        '/api/v1/orders/{id}',
        '/api/v1/contacts',
        '/api/v1/contacts/{id}',
      ]),
    );
  });

  it('a malformed id is a 400 for every /:id route, and nothing changes', async () => {
    const before = await snapshot(ctx.db);
    const routes = [
      { method: 'PATCH' as const, url: '/api/v1/books/not-a-uuid', payload: { price: 1 } },
      { method: 'DELETE' as const, url: '/api/v1/books/123' },
      { method: 'PUT' as const, url: '/api/v1/orders/abc' },
      { method: 'DELETE' as const, url: "/api/v1/orders/1'%20OR%201=1" },
      { method: 'DELETE' as const, url: '/api/v1/contacts/00000000-0000-0000-0000-00000000000g' },
    ];
    for (const route of routes) {
      const response = await ctx.request({ ...route, token: tokens.admin });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(400);
      expect(response.json().message).toBe('id must be a UUID');
    }
    expect(await snapshot(ctx.db)).toBe(before);
  });

  it('an unknown id is a 404 for every /:id route, and nothing changes', async () => {
    const before = await snapshot(ctx.db);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, payload] of [
      ['PATCH', 'books', { price: 1 }],
      ['DELETE', 'books', undefined],
      ['PUT', 'orders', undefined],
      ['DELETE', 'orders', undefined],
      ['DELETE', 'contacts', undefined],
    ] as const) {
      const response = await ctx.request({ method, url: `/api/v1/${path}/${unknown}`, payload, token: tokens.admin });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(await snapshot(ctx.db)).toBe(before);
  });
});
