import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DEFAULT_POOL_MAX } from '../config';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Called on every NOTIFY on the channel (`notify`), when the listening connection drops (`down`: notifications may
 * be missed until `up`) and when it is listening again (`up`).
 */
export type NotificationHandler = (
  event: { kind: 'notify'; payload: string } | { kind: 'down' } | { kind: 'up' },
) => void;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** LISTEN on a channel (NOTIFY from any process on this database arrives here); resolves to an unsubscribe. */
  listen(channel: string, onNotify: NotificationHandler): Promise<() => Promise<void>>;
  /**
   * Applies the migrations not yet applied, then runs `then` (e.g. the first run's seeding), both while holding the
   * migration lock: processes starting together do this one after the other, so it happens once.
   */
  migrate(then?: () => Promise<void>): Promise<void>;
  /** The connection pool's state (PostgreSQL); null with PGlite, which has no pool. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
  /** PGlite only: a gzip'd tarball of the data folder, taken while the server runs (see server/db/pglite-backup.ts). */
  dumpDataDir?(): Promise<Blob>;
}

export interface OpenOptions {
  /** Apply the migrations before answering (default); false leaves it to `database.migrate()`. */
  migrate?: boolean;
  /**
   * PostgreSQL cancels any statement of this pool running longer (statement_timeout; the API sets it so that no
   * request, a catalogue search above all, holds a connection and a core for long). Migrations are not bound by it.
   */
  statementTimeoutMs?: number;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export class DatabaseLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live process holding the lock of this PGlite folder, or null. */
export function lockHolder(dir: string): number | null {
  const lockFile = `${dir}.lock`;
  if (!existsSync(lockFile)) return null;
  const pid = Number(readFileSync(lockFile, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

export const lockedMessage = (dir: string, pid: number) =>
  `The database in ${dir} is already open by another Boipoka server (pid ${pid}). ` +
  'Stop it first, or set DATA_DIR to another folder (or DATABASE_URL for PostgreSQL).';

/** PGlite must be opened by one process: hold `<dir>.lock` (with our pid) while it is open. */
export function acquireLock(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dir);
      if (holder) throw new DatabaseLockedError(lockedMessage(dir, holder));
      rmSync(lockFile, { force: true }); // stale lock left by a crashed process
    }
  }
  throw new DatabaseLockedError(`Could not lock ${dir}`);
}

/**
 * PGlite runs PostgreSQL inside this process's memory, where PostgreSQL's default shared buffers would cost far more
 * resident memory than the local catalogue needs. A deployment with a large catalogue runs on PostgreSQL.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * A copy of a PGlite data folder that opens without recovery: CHECKPOINT writes every changed page to the files,
 * then PGlite tars the folder while no other statement runs (dumpDataDir holds its query lock).
 */
export async function dumpPglite(client: PGlite): Promise<Blob> {
  await client.exec('CHECKPOINT');
  return client.dumpDataDir('gzip');
}

/** `dir` null opens an in-memory PGlite (tests). */
export async function openPglite(dir: string | null, { migrate = true }: OpenOptions = {}): Promise<Database> {
  const release = dir ? acquireLock(dir) : () => {};
  try {
    const client = await PGlite.create(dir ?? undefined, { extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    // One process owns a PGlite folder (the lock above), so nothing else can migrate it at the same time.
    const applyMigrations = async (then?: () => Promise<void>) => {
      await migratePglite(db as never, { migrationsFolder });
      await then?.();
    };
    if (migrate) await applyMigrations();
    return {
      db,
      engine: 'pglite',
      async listen(channel, onNotify) {
        return client.listen(channel, (payload) => onNotify({ kind: 'notify', payload }));
      },
      migrate: applyMigrations,
      poolStats: () => null,
      async close() {
        await client.close();
        release();
      },
      dumpDataDir: () => dumpPglite(client),
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** The key of the session-level advisory lock held while migrating (any constant shared by every process). */
export const MIGRATION_LOCK_KEY = 7_270_011;

/**
 * Migrations on PostgreSQL under an advisory lock on one dedicated connection: processes starting together on an
 * empty database wait for each other, and each one after the first finds nothing left to apply.
 */
async function migratePostgres(url: string, then?: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder });
      await then?.();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

export async function openPostgres(
  url: string,
  poolSize = DEFAULT_POOL_MAX,
  { migrate = true, statementTimeoutMs }: OpenOptions = {},
): Promise<Database> {
  // Connecting gives up after 5 s, so that while PostgreSQL is away requests fail (503) instead of queueing.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    ...(statementTimeoutMs && { statement_timeout: statementTimeoutMs }),
  });
  pool.on('error', () => {}); // idle-client errors surface on the next query; do not crash the process
  // A checked-out client between two statements (inside a transaction) has no pool listener: when PostgreSQL
  // terminates the connection then, its 'error' event would be unhandled and kill the process. The statement
  // that uses the client next fails and the pool discards it.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  if (migrate) await migratePostgres(url);
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    engine: 'postgres',
    async listen(channel, onNotify) {
      const listener = await listenOnPostgres(url, channel, onNotify);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener();
      };
    },
    migrate: (then) => migratePostgres(url, then),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

const LISTEN_RETRY_MS = 1000;

/**
 * A dedicated connection (LISTEN cannot share a pooled one) that reconnects after an error; the handler hears
 * `down` when it drops and `up` once it listens again.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: NotificationHandler,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name "${channel}"`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify({ kind: 'notify', payload: message.payload ?? '' });
    });
    const reconnect = () => {
      if (stopped || client !== next) return;
      client = null;
      next.end().catch(() => {});
      onNotify({ kind: 'down' });
      retry = setTimeout(() => void connect().catch(reconnectLater), LISTEN_RETRY_MS);
    };
    next.on('error', reconnect);
    next.on('end', reconnect);
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (stopped) {
      await next.end();
      return;
    }
    const wasReconnect = retry !== null;
    client = next;
    retry = null;
    if (wasReconnect) onNotify({ kind: 'up' });
  };
  const reconnectLater = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(reconnectLater), LISTEN_RETRY_MS);
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

export function openDatabase(
  options: { databaseUrl: string | null; databasePoolMax?: number; dataDir: string },
  open: OpenOptions = {},
): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databasePoolMax, open)
    : openPglite(path.join(options.dataDir, 'pglite'), open);
}
