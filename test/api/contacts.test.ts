import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { FIELD_MAX } from '../../domain/validation';
import { contacts } from '../../server/db/schema';
import { createTestContext, type TestContext } from './helpers';

const RATE_LIMIT = 3;
let ctx: TestContext;
let ipCounter = 0;
/** Each request from its own client address, so only the rate-limit test meets the limit. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const valid = {
  name: 'Rahim Uddin',
  phone: '+880 1711-000000',
  email: 'rahim@example.com',
  address: 'House 7, Road 3, Mirpur, Dhaka',
  message: 'Do you ship to Sylhet?',
};

const send = (payload: unknown, remoteAddress = nextIp()) =>
  ctx.request({ method: 'POST', url: '/api/v1/contacts', payload: payload as object, remoteAddress });
const stored = async () => (await ctx.db.select({ n: count() }).from(contacts))[0].n;

beforeAll(async () => {
  ctx = await createTestContext({ CONTACT_RATE_LIMIT: String(RATE_LIMIT) });
});
afterAll(() => ctx.close());

describe('POST /api/v1/contacts', () => {
  it('stores a message (trimmed) and answers 201 Successful with its id', async () => {
    const before = await stored();
    const response = await send({
      ...valid,
      name: '  Rahim Uddin  ',
      message: '\n  Do you ship to Sylhet?  ',
      extra: 'dropped',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ status: 'Successful', data: { _id: expect.any(String) } });
    const [row] = await ctx.db.select().from(contacts).where(eq(contacts.id, body.data._id));
    expect(row).toMatchObject({ ...valid });
    expect(await stored()).toBe(before + 1);
  });

  it('refuses each missing, blank or invalid field with a clear 400 and stores nothing', async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, string][] = [];
    for (const field of Object.keys(valid)) {
      const { [field]: _omitted, ...without } = valid as Record<string, string>;
      cases.push([without, `${field} is required`]);
      cases.push([{ ...valid, [field]: '' }, `${field} must not be empty`]);
      cases.push([{ ...valid, [field]: '   \t ' }, `${field} must not be empty`]);
    }
    cases.push(
      [{ ...valid, email: 'not-an-email' }, 'email must be a valid e-mail address'],
      [{ ...valid, email: 'a@b' }, 'email must be a valid e-mail address'],
      [
        { ...valid, phone: 'call me maybe' },
        'phone must be a valid phone number (7 to 15 digits, optional +, spaces or dashes)',
      ],
      [
        { ...valid, phone: '12345' },
        'phone must be a valid phone number (7 to 15 digits, optional +, spaces or dashes)',
      ],
      [{ ...valid, name: 'n'.repeat(FIELD_MAX.name + 1) }, `name must be at most ${FIELD_MAX.name} characters`],
      [
        { ...valid, address: 'a'.repeat(FIELD_MAX.address + 1) },
        `address must be at most ${FIELD_MAX.address} characters`,
      ],
      [
        { ...valid, message: 'm'.repeat(FIELD_MAX.message + 1) },
        `message must be at most ${FIELD_MAX.message} characters`,
      ],
      [
        { ...valid, email: `${'e'.repeat(FIELD_MAX.email)}@example.com` },
        `email must be at most ${FIELD_MAX.email} characters`,
      ],
      [{ ...valid, message: { text: 'hi' } }, 'message must be a string'],
    );
    for (const [payload, message] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(response.json().message, JSON.stringify(payload).slice(0, 120)).toBe(message);
    }
    const notObject = await ctx.request({
      method: 'POST',
      url: '/api/v1/contacts',
      payload: '["a"]',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextIp(),
    });
    expect(notObject.statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it(`rate-limits each client: after ${RATE_LIMIT} messages a minute, 429 and nothing stored`, async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMIT; i++)
      expect((await send({ ...valid, message: `Message ${i}` }, ip)).statusCode).toBe(201);
    const before = await stored();
    const limited = await send({ ...valid, message: 'One too many' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(await stored()).toBe(before);
    // Another client is not affected.
    expect((await send(valid)).statusCode).toBe(201);
  });
});
