import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import type { RenderPage } from '../../server/spa/server-render';
import { loadConfig, type Config } from '../../server/config';
import type { Database, Db } from '../../server/db/client';
import { openScratchDatabase } from '../../server/db/scratch';
import { firebaseIdentity, type IdentityProvider } from '../../server/auth/identity';
import { signAccessToken } from '../../server/auth/access-token';
import { users } from '../../server/db/schema';
import { upsertUser } from '../../server/services/users';
import { signInWithPassword } from './accounts-helpers';
import type { Role } from '../../domain/types';

export const SUPERADMIN_EMAIL = `superadmin-${randomBytes(3).toString('hex')}@boipoka.test`;

export interface TestContext {
  /** The database itself, to build a second app on it (as a second API process would be). */
  database: Database;
  app: FastifyInstance;
  db: Db;
  config: Config;
  identity: IdentityProvider;
  engine: string;
  tmpDir: string;
  close(): Promise<void>;
  /** fastify.inject with an optional bearer token. */
  request(options: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse>;
  /** Creates a Firebase account in the emulator and returns its ID token. */
  firebaseSignUp(email: string, password?: string, displayName?: string): Promise<{ idToken: string; uid: string }>;
  /** A `Cookie` header with a fresh account's session cookie (POST /session): guarded pages are served with it. */
  sessionCookie(): Promise<string>;
  /** A user row in the database with this role, and an access token for it. */
  userWithRole(role: Role, email?: string): Promise<{ id: string; email: string; token: string }>;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** A new folder holding a bare built SPA: only its index.html template, as `npm run build` leaves it to be filled. */
export function bareSpaDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-spa-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="<!--app-lang-->"><!--app-head--><div id="root"><!--app-html--></div>',
  );
  return dir;
}

export interface TestContextOptions {
  /** Runs on the built app before it is ready: a test may add its own routes here. */
  beforeReady?(app: FastifyInstance): void | Promise<void>;
  /** The server's render of the landing screens (none unless given). */
  renderPage?: RenderPage;
}

export async function createTestContext(
  env: Record<string, string> = {},
  options: TestContextOptions = {},
): Promise<TestContext> {
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-api-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: tmpDir,
    SPA_DIR: path.join(tmpDir, 'no-spa'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST!,
    SUPERADMIN_EMAIL,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await openScratchDatabase(process.env.TEST_DATABASE_URL || null, {
    prefix: 'boipoka_test',
    poolSize: 5,
  });
  const identity = firebaseIdentity(config.firebase);
  const app = await buildApp({ config, database, identity, logger: false, renderPage: options.renderPage ?? null });
  await options.beforeReady?.(app);
  await app.ready();
  const emulatorBase = `http://${config.firebase.emulatorHost}/identitytoolkit.googleapis.com/v1`;

  async function firebaseSignUp(email: string, password = 'Secret#123', displayName?: string) {
    const response = await fetch(`${emulatorBase}/accounts:signUp?key=test-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
    });
    const body = (await response.json()) as { idToken: string; localId: string; error?: { message: string } };
    if (!response.ok) throw new Error(`emulator sign-up failed: ${body.error?.message}`);
    // The emulator's sign-up reads the clock for the token's auth_time before it sets validSince, both in whole
    // seconds: across a second boundary the sign-up's own token counts as revoked. A sign-in's token never does.
    return { idToken: await signInWithPassword(email, password), uid: body.localId };
  }

  return {
    app,
    db: database.db,
    database,
    config,
    identity,
    engine: database.engine,
    tmpDir,
    async close() {
      await app.close();
      await identity.close();
      await database.close();
      rmSync(tmpDir, { recursive: true, force: true });
    },
    request({ token, headers, ...options }) {
      return app.inject({
        ...options,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    firebaseSignUp,
    async sessionCookie() {
      const { idToken } = await firebaseSignUp(uniqueEmail('session'));
      const started = await app.inject({
        method: 'POST',
        url: '/api/v1/session',
        headers: { authorization: `Bearer ${idToken}` },
      });
      if (started.statusCode !== 200) throw new Error(`session cookie refused: ${started.body}`);
      return String(started.headers['set-cookie']).split(';')[0];
    },
    async userWithRole(role, email = uniqueEmail(role)) {
      const row = await upsertUser(database.db, {
        email,
        firebaseUid: null,
        superadminEmail: role === 'superadmin' ? email : SUPERADMIN_EMAIL,
        displayName: `${role} tester`,
      });
      if (role === 'admin') {
        await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, row.id));
      }
      const token = await signAccessToken({ userId: row.id, email: row.email }, config.jwtSecret, 600);
      return { id: row.id, email: row.email, token };
    },
  };
}

/** Notifications arrive asynchronously after the commit: ask again until the answer changes (or give up). */
export async function eventually<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await probe();
  }
  return value;
}
