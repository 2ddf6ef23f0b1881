import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { contacts, users } from '../../server/db/schema';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let admin: { id: string; email: string; token: string };
let customer: { id: string; email: string; token: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.userWithRole('admin');
  customer = await ctx.userWithRole('user');
});
afterAll(() => ctx.close());

const rows = async (table: typeof users | typeof contacts) => (await ctx.db.select({ n: count() }).from(table))[0].n;

describe('numbers in query strings are finite whole numbers', () => {
  it.each(['Infinity', '-Infinity', '1e400', '1e3', '0x10', '1.5', ' ', 'NaN'])('?page=%s is a 400', async (page) => {
    for (const [url, token] of [
      ['/api/v1/books', null],
      ['/api/v1/users', admin.token],
    ] as const) {
      const response = await ctx.request({ method: 'GET', url, query: { page }, token });
      expect(response.statusCode, `${url}?page=${page}`).toBe(400);
      expect(response.json().message).toBe('page must be an integer');
    }
  });

  it('still coerces well-formed integers', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/v1/books', query: { page: '2', limit: '5' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ page: 2, limit: 5 });
  });

  it('reads the same plain way on /orders/mine', async () => {
    for (const limit of ['ten', 'Infinity', '0x10']) {
      const response = await ctx.request({
        method: 'GET',
        url: '/api/v1/orders/mine',
        query: { limit },
        token: customer.token,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('limit must be an integer');
    }
    const tooMany = await ctx.request({
      method: 'GET',
      url: '/api/v1/orders/mine',
      query: { limit: '101' },
      token: customer.token,
    });
    expect(tooMany.json().message).toBe('limit must be <= 100');
  });
});

describe('control characters are refused with a readable 400', () => {
  it('in query strings', async () => {
    for (const query of [{ category: '\u0000' }, { search: 'a\u0000b' }, { category: 'x\u001b[2J' }] as Record<
      string,
      string
    >[]) {
      const response = await ctx.request({ method: 'GET', url: '/api/v1/books', query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message).toMatch(/^(category|search) must not contain control characters$/);
    }
  });

  it('in path parameters', async () => {
    for (const email of ['a%00b@example.com', 'ab@exa%00mple.com', `${encodeURIComponent(customer.email)}%00`]) {
      const response = await ctx.request({ method: 'GET', url: `/api/v1/users/${email}`, token: customer.token });
      expect(response.statusCode, email).toBe(400);
      expect(response.json().message).toBe('email must be a valid e-mail address');
    }
    expect((await ctx.request({ method: 'GET', url: '/api/v1/books/%00', token: customer.token })).statusCode).toBe(
      400,
    );
  });

  it('in bodies, and nothing is stored', async () => {
    const before = await rows(contacts);
    const valid = {
      name: 'Rahim',
      phone: '+8801711000000',
      email: 'rahim@example.com',
      address: 'Dhaka',
      message: 'Hello',
    };
    for (const [field, value] of [
      ['name', 'Ra\u0000him'],
      ['address', 'Dha\u0000ka'],
      ['message', 'Hel\u0007lo'],
      ['email', 'rahim\u0000@example.com'],
    ] as const) {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/v1/contacts',
        payload: { ...valid, [field]: value },
        remoteAddress: `10.9.0.${field.length}`,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toMatch(
        new RegExp(`^${field} (must not contain control characters|must be a valid e-mail address)$`),
      );
    }
    const multiline = await ctx.request({
      method: 'POST',
      url: '/api/v1/contacts',
      payload: { ...valid, message: 'Line one\nLine two' },
      remoteAddress: '10.9.1.1',
    });
    expect(multiline.statusCode).toBe(201);
    expect(await rows(contacts)).toBe(before + 1);

    const profile = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/${customer.email}`,
      token: customer.token,
      payload: { name: 'Eve\u0000' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe('name must not contain control characters');
  });
});

describe('bodies are not coerced', () => {
  it.each([
    [{ displayName: 12345 }, 'displayName must be a string'],
    [{ name: true }, 'name must be a string'],
    [{ contactNumber: 8801711000000 }, 'contactNumber must be a string'],
    [{ phoneNumber: 8801711000000 }, 'phoneNumber must be a string'],
    [true, 'body must be an object'],
    [[{ name: 'x' }], 'body must be an object'],
  ])('%j is a 400', async (payload, message) => {
    const response = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/${customer.email}`,
      token: customer.token,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('a contact message with a numeric phone is a 400 and is not stored', async () => {
    const before = await rows(contacts);
    const response = await ctx.request({
      method: 'POST',
      url: '/api/v1/contacts',
      payload: { name: 'Rahim', phone: 8801711000000, email: 'rahim@example.com', address: 'Dhaka', message: 'Hello' },
      remoteAddress: '10.9.2.1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('phone must be a string');
    expect(await rows(contacts)).toBe(before);
  });
});

describe('long e-mail addresses in the path', () => {
  it('work up to 254 characters', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(email).toHaveLength(254);
    const user = await ctx.userWithRole('user', email);
    const response = await ctx.request({
      method: 'GET',
      url: `/api/v1/users/${encodeURIComponent(email)}`,
      token: user.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(email);
    const role = await ctx.request({ method: 'GET', url: `/api/v1/users/isAdmin/${email}`, token: admin.token });
    expect(role.json()).toEqual({ role: false });
    const tooLong = await ctx.request({ method: 'GET', url: `/api/v1/users/a${email}`, token: admin.token });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('email must be at most 254 characters');
  });
});
