import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, reviews, users } from '../../server/db/schema';
import { createTestContext, SUPERADMIN_EMAIL, uniqueEmail, type TestContext } from './helpers';
import {
  expiredAccessToken,
  firebaseAccountExists,
  forgedAccessToken,
  insertOrder,
  insertReview,
} from './accounts-helpers';

let ctx: TestContext;
type Actor = 'anonymous' | 'customer' | 'other customer' | 'admin' | 'superadmin';
const tokens = {} as Record<Actor, string | null>;
let customer: { id: string; email: string; token: string };
let admin: { id: string; email: string; token: string };
let superadmin: { id: string; email: string; token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  customer = await ctx.userWithRole('user');
  const other = await ctx.userWithRole('user');
  admin = await ctx.userWithRole('admin');
  superadmin = await ctx.userWithRole('superadmin', SUPERADMIN_EMAIL);
  Object.assign(tokens, {
    anonymous: null,
    customer: customer.token,
    'other customer': other.token,
    admin: admin.token,
    superadmin: superadmin.token,
  });
});
afterAll(() => ctx.close());

const roleOf = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]?.role;

/** Each row: who asks, and the status they must get. */
function matrix(expected: Record<Actor, number>) {
  return (Object.keys(expected) as Actor[]).map((actor) => ({ actor, status: expected[actor] }));
}

describe('the users API, by caller', () => {
  it.each(matrix({ anonymous: 401, customer: 200, 'other customer': 403, admin: 200, superadmin: 200 }))(
    'GET /users/:email of a customer: $actor → $status',
    async ({ actor, status }) => {
      const response = await ctx.request({
        method: 'GET',
        url: `/api/v1/users/${customer.email}`,
        token: tokens[actor],
      });
      expect(response.statusCode).toBe(status);
      if (status === 200)
        expect(response.json()).toMatchObject({
          _id: customer.id,
          email: customer.email,
          role: 'user',
          status: 'active',
        });
    },
  );

  it.each(matrix({ anonymous: 401, customer: 200, 'other customer': 403, admin: 200, superadmin: 200 }))(
    'GET /users/isAdmin/:email of a customer: $actor → $status',
    async ({ actor, status }) => {
      const response = await ctx.request({
        method: 'GET',
        url: `/api/v1/users/isAdmin/${customer.email}`,
        token: tokens[actor],
      });
      expect(response.statusCode).toBe(status);
      if (status === 200) expect(response.json()).toEqual({ role: false });
    },
  );

  it.each(matrix({ anonymous: 401, customer: 200, 'other customer': 403, admin: 403, superadmin: 403 }))(
    'PUT /users/:email (profile update) of a customer: $actor → $status',
    async ({ actor, status }) => {
      const response = await ctx.request({
        method: 'PUT',
        url: `/api/v1/users/${customer.email}`,
        token: tokens[actor],
        payload: {
          name: `Name by ${actor}`,
          email: customer.email,
          contactNumber: '+8801711222333',
          imageURL: '/uploads/images/a.webp',
        },
      });
      expect(response.statusCode).toBe(status);
      const [row] = await ctx.db.select().from(users).where(eq(users.email, customer.email));
      if (status === 200) {
        expect(response.json().data.user).toMatchObject({
          displayName: 'Name by customer',
          phoneNumber: '+8801711222333',
          photoURL: '/uploads/images/a.webp',
        });
        expect(response.json().data.accessToken).toBeUndefined(); // only a Firebase sign-in mints access tokens
      } else {
        expect(row.displayName).not.toBe(`Name by ${actor}`);
      }
    },
  );

  it.each(matrix({ anonymous: 401, customer: 403, 'other customer': 403, admin: 200, superadmin: 200 }))(
    'GET /users: $actor → $status',
    async ({ actor, status }) => {
      const response = await ctx.request({ method: 'GET', url: '/api/v1/users', token: tokens[actor] });
      expect(response.statusCode).toBe(status);
    },
  );

  it.each(matrix({ anonymous: 401, customer: 403, 'other customer': 403, admin: 200, superadmin: 200 }))(
    'PUT /users/admin/:email (make admin): $actor → $status',
    async ({ actor, status }) => {
      const target = await ctx.userWithRole('user');
      const response = await ctx.request({
        method: 'PUT',
        url: `/api/v1/users/admin/${target.email}`,
        token: tokens[actor],
      });
      expect(response.statusCode).toBe(status);
      if (status === 200) expect(response.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
      expect(await roleOf(target.email)).toBe(status === 200 ? 'admin' : 'user');
    },
  );

  it.each(matrix({ anonymous: 401, customer: 403, 'other customer': 403, admin: 200, superadmin: 200 }))(
    'PUT /users/admin/remove/:email (remove admin): $actor → $status',
    async ({ actor, status }) => {
      const target = await ctx.userWithRole('admin');
      const response = await ctx.request({
        method: 'PUT',
        url: `/api/v1/users/admin/remove/${target.email}`,
        token: tokens[actor],
      });
      expect(response.statusCode).toBe(status);
      if (status === 200) expect(response.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
      expect(await roleOf(target.email)).toBe(status === 200 ? 'user' : 'admin');
    },
  );

  it.each(matrix({ anonymous: 401, customer: 403, 'other customer': 403, admin: 200, superadmin: 200 }))(
    'DELETE /users/:id: $actor → $status',
    async ({ actor, status }) => {
      const target = await ctx.userWithRole('user');
      const response = await ctx.request({ method: 'DELETE', url: `/api/v1/users/${target.id}`, token: tokens[actor] });
      expect(response.statusCode).toBe(status);
      if (status === 200) expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
      expect(await roleOf(target.email)).toBe(status === 200 ? undefined : 'user');
    },
  );

  it('a customer cannot make themself an admin', async () => {
    const response = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/admin/${customer.email}`,
      token: customer.token,
    });
    expect(response.statusCode).toBe(403);
    expect(await roleOf(customer.email)).toBe('user');
  });
});

describe('not found and malformed', () => {
  it('answers 404 for unknown users and 400 for malformed ids and e-mails', async () => {
    const nobody = uniqueEmail('nobody');
    expect((await ctx.request({ method: 'GET', url: `/api/v1/users/${nobody}`, token: admin.token })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.request({ method: 'PUT', url: `/api/v1/users/admin/${nobody}`, token: admin.token })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.request({ method: 'PUT', url: `/api/v1/users/admin/remove/${nobody}`, token: admin.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.request({ method: 'DELETE', url: `/api/v1/users/${randomUUID()}`, token: admin.token })).statusCode,
    ).toBe(404);
    const malformed = await ctx.request({ method: 'DELETE', url: '/api/v1/users/not-a-uuid', token: admin.token });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/UUID/);
    expect(
      (await ctx.request({ method: 'PUT', url: '/api/v1/users/admin/not-an-email', token: admin.token })).statusCode,
    ).toBe(400);
  });
});

describe('GET /users (admin list)', () => {
  it('lists users newest first, never the superadmin, bounded and paged', async () => {
    const first = await ctx.request({ method: 'GET', url: '/api/v1/users?limit=500', token: admin.token });
    expect(first.statusCode).toBe(200);
    const body = first.json().data;
    expect(body.limit).toBe(100);
    expect(body.result.map((u: { email: string }) => u.email)).not.toContain(SUPERADMIN_EMAIL);
    expect(body.result.every((u: { role: string }) => u.role !== 'superadmin')).toBe(true);
    const everyone = await ctx.db.select({ role: users.role }).from(users);
    expect(body.totalUsers).toBe(everyone.filter((u) => u.role !== 'superadmin').length);
    const times = body.result.map((u: { createdAt: string }) => Date.parse(u.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const page2 = await ctx.request({ method: 'GET', url: '/api/v1/users?limit=2&page=2', token: superadmin.token });
    expect(page2.json().data.result).toEqual(body.result.slice(2, 4));
    const defaults = await ctx.request({ method: 'GET', url: '/api/v1/users', token: admin.token });
    expect(defaults.json().data).toMatchObject({ page: 1, limit: 50 });
  });
});

describe('the superadmin cannot be changed or deleted', () => {
  it.each(['admin', 'superadmin'] as const)('not by the %s', async (actor) => {
    const token = tokens[actor]!;
    const demote = await ctx.request({ method: 'PUT', url: `/api/v1/users/admin/remove/${SUPERADMIN_EMAIL}`, token });
    expect(demote.statusCode).toBe(403);
    const promote = await ctx.request({ method: 'PUT', url: `/api/v1/users/admin/${SUPERADMIN_EMAIL}`, token });
    expect(promote.statusCode).toBe(403);
    const remove = await ctx.request({ method: 'DELETE', url: `/api/v1/users/${superadmin.id}`, token });
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe("SuperAdmin can't be deleted");
    expect(await roleOf(SUPERADMIN_EMAIL)).toBe('superadmin');
  });
});

describe('self-service limits for admins', () => {
  it('an admin can neither delete nor demote themself', async () => {
    const self = await ctx.userWithRole('admin');
    const remove = await ctx.request({ method: 'DELETE', url: `/api/v1/users/${self.id}`, token: self.token });
    expect(remove.statusCode).toBe(403);
    const demote = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/admin/remove/${self.email}`,
      token: self.token,
    });
    expect(demote.statusCode).toBe(403);
    expect(await roleOf(self.email)).toBe('admin');
  });

  it('making an admin twice changes nothing the second time', async () => {
    const target = await ctx.userWithRole('user');
    await ctx.request({ method: 'PUT', url: `/api/v1/users/admin/${target.email}`, token: admin.token });
    const again = await ctx.request({ method: 'PUT', url: `/api/v1/users/admin/${target.email}`, token: admin.token });
    expect(again.json()).toEqual({ acknowledged: true, modifiedCount: 0 });
  });
});

describe('roles and status in a body change nothing', () => {
  it('ignores role and status in a profile update and in a make-admin call', async () => {
    const target = await ctx.userWithRole('user');
    const update = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/${target.email}`,
      token: target.token,
      payload: { name: 'Climber', role: 'superadmin', status: 'vip' },
    });
    expect(update.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, target.email));
    expect(row).toMatchObject({ displayName: 'Climber', role: 'user', status: 'active' });

    const promote = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/admin/${target.email}`,
      token: admin.token,
      payload: { role: 'superadmin' },
    });
    expect(promote.statusCode).toBe(200);
    expect(await roleOf(target.email)).toBe('admin');
  });
});

describe('tokens', () => {
  it('refuses forged, expired, malformed and Firebase tokens on protected calls', async () => {
    const expired = await expiredAccessToken(admin.id, admin.email, ctx.config.jwtSecret);
    const forged = await forgedAccessToken(admin.id, admin.email);
    const { idToken } = await ctx.firebaseSignUp(uniqueEmail('idtoken'));
    for (const token of [expired, forged, 'eyJhbGciOiJub25lIn0.e30.', 'garbage', idToken]) {
      for (const [method, url] of [
        ['GET', '/api/v1/users'],
        ['GET', `/api/v1/users/${customer.email}`],
        ['GET', `/api/v1/users/isAdmin/${customer.email}`],
        ['PUT', `/api/v1/users/admin/${customer.email}`],
        ['DELETE', `/api/v1/users/${customer.id}`],
        ['GET', '/api/v1/orders/mine'],
      ] as const) {
        const response = await ctx.request({ method, url, token });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    }
    expect(await roleOf(customer.email)).toBe('user');
  });

  it('an access token stops working once its user is demoted or deleted (roles are read per request)', async () => {
    const target = await ctx.userWithRole('admin');
    expect((await ctx.request({ method: 'GET', url: '/api/v1/users', token: target.token })).statusCode).toBe(200);
    await ctx.request({ method: 'PUT', url: `/api/v1/users/admin/remove/${target.email}`, token: admin.token });
    expect((await ctx.request({ method: 'GET', url: '/api/v1/users', token: target.token })).statusCode).toBe(403);
    await ctx.request({ method: 'DELETE', url: `/api/v1/users/${target.id}`, token: admin.token });
    expect(
      (await ctx.request({ method: 'GET', url: `/api/v1/users/${target.email}`, token: target.token })).statusCode,
    ).toBe(401);
  });
});

describe('DELETE /users/:id', () => {
  it('removes the Firebase account and the row, and keeps the orders and reviews with user_id NULL', async () => {
    const email = uniqueEmail('leaving');
    const { idToken } = await ctx.firebaseSignUp(email, 'Secret#123', 'Leaving Soon');
    const sync = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/${email}`,
      token: idToken,
      payload: { email },
    });
    expect(sync.statusCode).toBe(200);
    const { user, accessToken } = sync.json().data;
    const order = await insertOrder(ctx.db, { userId: user._id, email });
    await insertReview(ctx.db, order.id, user._id, email);
    expect(await ctx.identity.verifyIdToken(idToken)).toMatchObject({ email });

    const response = await ctx.request({ method: 'DELETE', url: `/api/v1/users/${user._id}`, token: admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });

    expect(await firebaseAccountExists(email)).toBe(false);
    await expect(ctx.identity.verifyIdToken(idToken)).rejects.toThrow();
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const [kept] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ userId: null, cusEmail: email, productName: order.productName });
    const [review] = await ctx.db.select().from(reviews).where(eq(reviews.orderId, order.id));
    expect(review.userId).toBeNull();
    // The old session is gone too: neither the access token nor the Firebase token works.
    expect((await ctx.request({ method: 'GET', url: '/api/v1/orders/mine', token: accessToken })).statusCode).toBe(401);
    expect(
      (await ctx.request({ method: 'PUT', url: `/api/v1/users/${email}`, token: idToken, payload: {} })).statusCode,
    ).toBe(401);
  });

  it('deletes the Firebase account linked to the record (its uid), never another one found by the e-mail', async () => {
    // The record's owner signed up as `before`, and the record now carries `after` — an address another person's
    // Firebase account holds. Deleting the record must delete the owner's account and leave the other one alone.
    const before = uniqueEmail('owner');
    const after = uniqueEmail('bystander');
    const owner = await ctx.firebaseSignUp(before);
    await ctx.firebaseSignUp(after);
    const [row] = await ctx.db.insert(users).values({ email: after, firebaseUid: owner.uid, role: 'user' }).returning();
    const response = await ctx.request({ method: 'DELETE', url: `/api/v1/users/${row.id}`, token: admin.token });
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await firebaseAccountExists(before)).toBe(false);
    expect(await firebaseAccountExists(after)).toBe(true);
  });

  it('deletes a user who never had a Firebase account', async () => {
    const target = await ctx.userWithRole('user');
    const response = await ctx.request({
      method: 'DELETE',
      url: `/api/v1/users/${target.id}`,
      token: superadmin.token,
    });
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
  });
});
