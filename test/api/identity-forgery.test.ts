/**
 * Forged Firebase ID tokens against the real Auth emulator (issue 8, item 1). Emulator tokens are unsigned
 * (`alg: none`), so anyone can write one with any claims; the server must take the e-mail and its verification
 * state from the account (getUser), not from the token.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { createTestContext, uniqueEmail, type TestContext } from './helpers';
import { verifyAndSignIn } from './accounts-helpers';

const PROJECT = 'demo-boipoka';

/** An unsigned emulator-style ID token with exactly these claims. */
function forgeIdToken(claims: { uid: string; email: string; emailVerified: boolean; project?: string }): string {
  const now = Math.floor(Date.now() / 1000);
  const project = claims.project ?? PROJECT;
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    auth_time: now,
    user_id: claims.uid,
    sub: claims.uid,
    iat: now,
    exp: now + 3600,
    email: claims.email,
    email_verified: claims.emailVerified,
    firebase: { identities: { email: [claims.email] }, sign_in_provider: 'password' },
  };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
}

async function withAdminAuth<T>(run: (auth: ReturnType<typeof getAuth>) => Promise<T>): Promise<T> {
  const app = initializeApp({ projectId: PROJECT }, `forgery-${randomUUID()}`);
  try {
    return await run(getAuth(app));
  } finally {
    await deleteApp(app);
  }
}

let ctx: TestContext;
/** Signed up, verified and synced: its row carries its own firebase_uid. */
let victim: { email: string; uid: string };
let adminVictim: { email: string; uid: string };
/** The attacker's own emulator account (unverified). */
let attacker: { email: string; uid: string };

async function syncedAccount(prefix: string) {
  const email = uniqueEmail(prefix);
  const { uid } = await ctx.firebaseSignUp(email, 'Secret#123', `${prefix} person`);
  const idToken = await verifyAndSignIn(email);
  const response = await ctx.request({
    method: 'PUT',
    url: `/api/v1/users/${email}`,
    token: idToken,
    payload: { displayName: `${prefix} person` },
  });
  expect(response.statusCode).toBe(200);
  return { email, uid };
}

const rowOf = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0];

/** PUT /users/:email with this token must not hand out an access token nor touch the record. */
async function expectRefused(email: string, token: string, statuses: number[] = [401]) {
  const before = await rowOf(email);
  const response = await ctx.request({
    method: 'PUT',
    url: `/api/v1/users/${email}`,
    token,
    payload: { displayName: 'Intruder' },
  });
  expect(statuses).toContain(response.statusCode);
  expect(JSON.stringify(response.json())).not.toMatch(/accessToken"\s*:\s*"/);
  const after = await rowOf(email);
  expect(after?.firebaseUid ?? null).toBe(before?.firebaseUid ?? null);
  expect(after?.displayName ?? null).toBe(before?.displayName ?? null);
  expect(after?.role ?? null).toBe(before?.role ?? null);
  return response;
}

beforeAll(async () => {
  ctx = await createTestContext();
  victim = await syncedAccount('victim');
  adminVictim = await syncedAccount('admin-victim');
  await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.email, adminVictim.email));
  const attackerEmail = uniqueEmail('attacker');
  attacker = { email: attackerEmail, uid: (await ctx.firebaseSignUp(attackerEmail)).uid };
});
afterAll(() => ctx.close());

describe('forged emulator ID tokens', () => {
  it('a hand-made token that matches its account is accepted (so the refusals below are the checks, not the forging)', async () => {
    const email = uniqueEmail('honest');
    const { uid } = await ctx.firebaseSignUp(email);
    const response = await ctx.request({
      method: 'PUT',
      url: `/api/v1/users/${email}`,
      token: forgeIdToken({ uid, email, emailVerified: false }),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.accessToken).toEqual(expect.any(String));
  });

  it('refuses an unknown uid carrying the victim’s verified e-mail', async () => {
    const token = forgeIdToken({
      uid: `ghost${randomBytes(6).toString('hex')}`,
      email: victim.email,
      emailVerified: true,
    });
    await expectRefused(victim.email, token);
  });

  it('refuses a token for another Firebase project', async () => {
    await expectRefused(
      victim.email,
      forgeIdToken({ uid: victim.uid, email: victim.email, emailVerified: true, project: 'demo-elsewhere' }),
    );
    await expectRefused(
      attacker.email,
      forgeIdToken({ uid: attacker.uid, email: attacker.email, emailVerified: false, project: 'demo-elsewhere' }),
    );
  });

  it("refuses the attacker's own uid with the victim's e-mail, verified or not", async () => {
    await expectRefused(victim.email, forgeIdToken({ uid: attacker.uid, email: victim.email, emailVerified: true }));
    await expectRefused(
      victim.email,
      forgeIdToken({ uid: attacker.uid, email: victim.email, emailVerified: false }),
      [401, 403],
    );
    expect((await rowOf(victim.email)).firebaseUid).toBe(victim.uid);
  });

  it("refuses the attacker's uid with an admin's e-mail", async () => {
    await expectRefused(
      adminVictim.email,
      forgeIdToken({ uid: attacker.uid, email: adminVictim.email, emailVerified: true }),
    );
    const row = await rowOf(adminVictim.email);
    expect(row).toMatchObject({ firebaseUid: adminVictim.uid, role: 'admin' });
  });

  it('takes email_verified from the account: a claim of verification cannot take over a record made by another account', async () => {
    // A record created before (by an admin or the seed) for an address the attacker registers without owning it.
    const target = await ctx.userWithRole('user', uniqueEmail('prior'));
    const { uid } = await ctx.firebaseSignUp(target.email);
    const response = await expectRefused(
      target.email,
      forgeIdToken({ uid, email: target.email, emailVerified: true }),
      [403],
    );
    expect(response.json().message).toMatch(/verify your e-mail/i);
    expect((await rowOf(target.email)).firebaseUid).toBeNull();
  });

  it('refuses a real token of a disabled account', async () => {
    const email = uniqueEmail('disabled');
    const { uid, idToken } = await ctx.firebaseSignUp(email);
    await withAdminAuth((auth) => auth.updateUser(uid, { disabled: true }));
    await expectRefused(email, idToken);
    expect(await rowOf(email)).toBeUndefined();
  });

  it('uses the account’s e-mail when it changed after the token was issued', async () => {
    const email = uniqueEmail('mover');
    const { uid, idToken } = await ctx.firebaseSignUp(email);
    const moved = uniqueEmail('moved');
    await withAdminAuth((auth) => auth.updateUser(uid, { email: moved }));
    // The old token still names the old address; the account no longer has it.
    await expectRefused(email, idToken);
  });
});
