import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from './client';

/** A throw-away database with the migrations applied: the tests' and the benchmark's. */
export interface ScratchDatabase extends Database {
  /** 'pglite' or 'postgres'. */
  engine: 'pglite' | 'postgres';
  /** For people: 'PGlite (in memory)' or 'PostgreSQL 15.x (scratch database boipoka_test_…)'. */
  label: string;
  /** Closes it and, on PostgreSQL, drops the scratch database. */
  close(): Promise<void>;
}

/**
 * An in-memory PGlite when `serverUrl` is null; otherwise a new database on that PostgreSQL server (named
 * `<prefix>_<time>_<random>`), dropped again by close(), also when opening it fails.
 */
export async function openScratchDatabase(
  serverUrl: string | null,
  options: { prefix: string; poolSize?: number },
): Promise<ScratchDatabase> {
  if (!serverUrl) return { ...(await openPglite(null)), engine: 'pglite', label: 'PGlite (in memory)' };
  const name = `${options.prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const drop = () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openPostgres(url.toString(), options.poolSize ?? 10);
  } catch (error) {
    await drop();
    throw error;
  }
  const result = (await database.db.execute(sql`select version() as v`)) as unknown as { rows: { v: string }[] };
  const [, version] = /PostgreSQL (\S+)/.exec(String(result.rows[0].v)) ?? [];
  return {
    ...database,
    engine: 'postgres',
    label: `PostgreSQL ${version ?? ''} (scratch database ${name})`,
    async close() {
      await database.close();
      await drop();
    },
  };
}
