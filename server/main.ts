import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { demoAccounts } from './db/demo-accounts';
import { seedDemoData } from './db/seed';
import { firebaseIdentity, type IdentityProvider } from './auth/identity';
import { answerBackupRequests } from './db/pglite-backup';

export interface RunningServer {
  app: FastifyInstance;
  config: Config;
  url: string;
  seeded: boolean;
  stop(): Promise<void>;
}

/**
 * Opens the database, listens (answering 503 but to /health and /ready meanwhile), migrates it (once across
 * processes starting together), seeds demo data on the first run, and only then takes traffic.
 */
export async function startServer(config: Config = loadConfig()): Promise<RunningServer> {
  let database: Database | null = null;
  let identity: IdentityProvider | null = null;
  let app: FastifyInstance | null = null;
  try {
    database = await openDatabase(config, { migrate: false, statementTimeoutMs: config.databaseStatementTimeoutMs });
    identity = firebaseIdentity(config.firebase);
    app = await buildApp({ config, database, identity, starting: true });
    await app.listen({ host: config.host, port: config.port });
    let seeded = false;
    const db = database.db;
    const auth = identity;
    // Under the migration lock: processes starting together seed (and create the emulator's accounts) one at a time.
    await database.migrate(async () => {
      seeded = await seedDemoData(db, { uploadsDir: config.uploadsDir, superadminEmail: config.superadminEmail });
      if (config.firebase.emulatorHost) {
        // The emulator keeps no state of its own across a crash, so make sure the demo accounts exist on every start.
        for (const account of demoAccounts(config.superadminEmail)) await auth.ensureUser(account);
      }
    });
    app.markReady();
    if (config.production && config.trustProxy === false) {
      app.log.warn(
        'TRUST_PROXY is not set: the socket address is taken as the client. Behind a proxy or load balancer every client then shares one rate-limit budget; set TRUST_PROXY to the hop count or the proxy addresses.',
      );
    }
    if (config.production && config.databaseUrl && !config.redisUrl) {
      app.log.warn(
        'REDIS_URL is not set: rate-limit counters are kept per process. With several API processes, set REDIS_URL so they share one budget.',
      );
    }
    // npm run backup asks a server on the embedded database for a dump (server/db/pglite-backup.ts).
    const stopAnsweringBackups =
      database.engine === 'pglite' ? answerBackupRequests(database, config.dataDir, app.log) : () => {};
    const opened = database;
    const server = app;
    return {
      app: server,
      config,
      url: `http://localhost:${config.port}`,
      seeded,
      async stop() {
        stopAnsweringBackups();
        await server.close();
        await auth.close();
        await opened.close();
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await identity?.close().catch(() => {});
    await database?.close().catch(() => {});
    throw error;
  }
}
