import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openPglite, openPostgres, type Database, type Db } from '../../server/db/client';
import { firebaseIdentity, type IdentityProvider } from '../../server/auth/identity';
import { signAccessToken } from '../../server/auth/access-token';
import { users } from '../../server/db/schema';
import { upsertUser } from '../../server/services/users';
import type { Role } from '../../domain/types';

export const SUPERADMIN_EMAIL = `superadmin-${randomBytes(3).toString('hex')}@boipoka.test`;

/** A fresh database: in-memory PGlite, or a new PostgreSQL database when TEST_DATABASE_URL is set. */
async function openTestDatabase(): Promise<Database & { label: string }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return { ...(await openPglite(null)), label: 'pglite' };
  const name = `boipoka_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 5);
  return {
    ...database,
    label: 'postgres',
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestContext {
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
  /** A user row in the database with this role, and an access token for it. */
  userWithRole(role: Role, email?: string): Promise<{ id: string; email: string; token: string }>;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
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
  const database = await openTestDatabase();
  const identity = firebaseIdentity(config.firebase);
  const app = await buildApp({ config, database, identity, logger: false });
  await app.ready();
  const emulatorBase = `http://${config.firebase.emulatorHost}/identitytoolkit.googleapis.com/v1`;

  return {
    app,
    db: database.db,
    config,
    identity,
    engine: database.label,
    tmpDir,
    async close() {
      await app.close();
      await identity.close();
      await database.close();
      rmSync(tmpDir, { recursive: true, force: true });
    },
    request({ token, headers, ...options }) {
      return app.inject({ ...options, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    },
    async firebaseSignUp(email, password = 'Secret#123', displayName) {
      const response = await fetch(`${emulatorBase}/accounts:signUp?key=test-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
      });
      const body = (await response.json()) as { idToken: string; localId: string; error?: { message: string } };
      if (!response.ok) throw new Error(`emulator sign-up failed: ${body.error?.message}`);
      return { idToken: body.idToken, uid: body.localId };
    },
    async userWithRole(role, email = uniqueEmail(role)) {
      const row = await upsertUser(database.db, { email, firebaseUid: null, superadminEmail: role === 'superadmin' ? email : SUPERADMIN_EMAIL, displayName: `${role} tester` });
      if (role === 'admin') {
        await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, row.id));
      }
      const token = await signAccessToken({ userId: row.id, email: row.email }, config.jwtSecret, 600);
      return { id: row.id, email: row.email, token };
    },
  };
}
