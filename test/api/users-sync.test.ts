import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { createTestContext, SUPERADMIN_EMAIL, uniqueEmail, type TestContext } from './helpers';
import { verifyAndSignIn } from './accounts-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('PUT /api/v1/users/:email (user sync)', () => {
  it('creates the user from a Firebase ID token and returns a working access token', async () => {
    const email = uniqueEmail('sync');
    const { idToken } = await ctx.firebaseSignUp(email, 'Secret#123', 'Sync Tester');
    const response = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/${email}`,
      token: idToken,
      payload: { email, displayName: 'Sync Tester' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.user).toMatchObject({ email, displayName: 'Sync Tester', role: 'user' });
    expect(typeof body.data.accessToken).toBe('string');

    const isAdmin = await ctx.request({
      method: 'GET',
      url: `/api/v1/users/isAdmin/${email}`,
      token: body.data.accessToken,
    });
    expect(isAdmin.statusCode).toBe(200);
    expect(isAdmin.json()).toEqual({ role: false });
  });

  it('never takes a role or status from the body', async () => {
    const email = uniqueEmail('climber');
    const { idToken } = await ctx.firebaseSignUp(email);
    const response = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/${email}`,
      token: idToken,
      payload: { email, role: 'admin', status: 'vip' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row.role).toBe('user');
    expect(row.status).toBe('active');
  });

  it("refuses another user's e-mail, a forged token and a missing token, changing nothing", async () => {
    const email = uniqueEmail('owner');
    const victim = uniqueEmail('victim');
    const { idToken } = await ctx.firebaseSignUp(email);
    const other = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/${victim}`,
      token: idToken,
      payload: { displayName: 'Hacked' },
    });
    expect(other.statusCode).toBe(403);
    const forged = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/${victim}`,
      token: 'eyJhbGciOiJub25lIn0.e30.',
      payload: {},
    });
    expect(forged.statusCode).toBe(401);
    const missing = await ctx.request({ method: 'PUT', url: `/api/v1/users/${victim}`, payload: {} });
    expect(missing.statusCode).toBe(401);
    expect(await ctx.db.select().from(users).where(eq(users.email, victim))).toHaveLength(0);
  });

  it('refuses a token of an account deleted from Firebase (revocation check)', async () => {
    const email = uniqueEmail('gone');
    const { idToken, uid } = await ctx.firebaseSignUp(email);
    await ctx.identity.deleteUser(uid);
    const response = await ctx.request({ method: 'PUT', url: `/api/v1/users/${email}`, token: idToken, payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('makes the configured superadmin e-mail a superadmin, once its address is verified', async () => {
    const { idToken } = await ctx.firebaseSignUp(SUPERADMIN_EMAIL);
    const unverified = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/${SUPERADMIN_EMAIL}`,
      token: idToken,
      payload: {},
    });
    expect(unverified.statusCode).toBe(403);
    expect(await ctx.db.select().from(users).where(eq(users.email, SUPERADMIN_EMAIL))).toHaveLength(0);
    const verifiedToken = await verifyAndSignIn(SUPERADMIN_EMAIL);
    const response = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/${SUPERADMIN_EMAIL}`,
      token: verifiedToken,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.role).toBe('superadmin');
  });

  it('an unverified Firebase account cannot take over a record made by another account', async () => {
    // e.g. an admin seeded or created before, whose address someone registers in Firebase without owning it
    const victim = await ctx.userWithRole('admin');
    const { idToken } = await ctx.firebaseSignUp(victim.email);
    const takeover = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/${victim.email}`,
      token: idToken,
      payload: { displayName: 'Intruder' },
    });
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json().message).toMatch(/verify your e-mail/i);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, victim.email));
    expect(row).toMatchObject({ firebaseUid: null, displayName: 'admin tester' });
    // Whoever owns the address can verify it and then sign in to the record.
    const verifiedToken = await verifyAndSignIn(victim.email);
    const owner = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/${victim.email}`,
      token: verifiedToken,
      payload: {},
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.user.role).toBe('admin');
  });

  it('a new, unverified account syncs its own record again (sign-up stores the phone number)', async () => {
    const email = uniqueEmail('fresh');
    const { idToken } = await ctx.firebaseSignUp(email, 'Secret#123', 'Fresh Reader');
    const first = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/${email}`,
      token: idToken,
      payload: { email },
    });
    expect(first.statusCode).toBe(200);
    const phone = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/${email}`,
      token: idToken,
      payload: { email, displayName: 'Fresh Reader', phoneNumber: '+8801911000111' },
    });
    expect(phone.statusCode).toBe(200);
    expect(phone.json().data.user).toMatchObject({
      displayName: 'Fresh Reader',
      phoneNumber: '+8801911000111',
      role: 'user',
    });
  });

  it('answers malformed input with 400', async () => {
    const email = uniqueEmail('bad');
    const { idToken } = await ctx.firebaseSignUp(email);
    const badPhone = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/${email}`,
      token: idToken,
      payload: { phoneNumber: 'call me' },
    });
    expect(badPhone.statusCode).toBe(400);
    const mismatch = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/${email}`,
      token: idToken,
      payload: { email: 'someone@else.com' },
    });
    expect(mismatch.statusCode).toBe(400);
    const badEmail = await ctx.request({
      method: 'PUT',
      url: '/api/v1/users/not-an-email',
      token: idToken,
      payload: {},
    });
    expect(badEmail.statusCode).toBe(400);
  });
});

describe('the sync answers the role', () => {
  it('returns data.isAdmin beside the access token and the user, so sign-in needs no second request', async () => {
    const email = uniqueEmail('reader');
    const { idToken } = await ctx.firebaseSignUp(email);
    const first = await ctx.request({ method: 'PUT', url: `/api/v1/users/${email}`, token: idToken, payload: {} });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      acknowledged: true,
      modifiedCount: 1,
      data: { isAdmin: false, user: { email, role: 'user' } },
    });
    expect(typeof first.json().data.accessToken).toBe('string');

    await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.email, email));
    const again = await ctx.request({ method: 'PUT', url: `/api/v1/users/${email}`, token: idToken, payload: {} });
    expect(again.json().data).toMatchObject({ isAdmin: true, user: { role: 'admin' } });
    // A profile update with the access token answers the same shape, without a new access token.
    const update = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/${email}`,
      token: again.json().data.accessToken,
      payload: { name: 'Admin Reader' },
    });
    expect(update.json().data).toMatchObject({ isAdmin: true, user: { displayName: 'Admin Reader' } });
    expect(update.json().data.accessToken).toBeUndefined();
  });
});

describe('roles are read from the database on each request', () => {
  it('a demoted admin loses admin answers at once', async () => {
    const admin = await ctx.userWithRole('admin');
    const asked = await ctx.request({ method: 'GET', url: `/api/v1/users/isAdmin/${admin.email}`, token: admin.token });
    expect(asked.json()).toEqual({ role: true });
    await ctx.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    const customer = await ctx.userWithRole('user');
    const other = await ctx.request({
      method: 'GET',
      url: `/api/v1/users/isAdmin/${customer.email}`,
      token: admin.token,
    });
    expect(other.statusCode).toBe(403);
  });

  it('GET /users/:email is for the user themself or an admin', async () => {
    const customer = await ctx.userWithRole('user');
    const stranger = await ctx.userWithRole('user');
    const admin = await ctx.userWithRole('admin');
    expect(
      (await ctx.request({ method: 'GET', url: `/api/v1/users/${customer.email}`, token: customer.token })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.request({ method: 'GET', url: `/api/v1/users/${customer.email}`, token: stranger.token })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.request({ method: 'GET', url: `/api/v1/users/${customer.email}`, token: admin.token })).statusCode,
    ).toBe(200);
    expect((await ctx.request({ method: 'GET', url: `/api/v1/users/${customer.email}` })).statusCode).toBe(401);
  });
});
