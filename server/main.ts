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

/** Opens the database (migrating it), seeds demo data on the first run, and listens. */
export async function startServer(config: Config = loadConfig()): Promise<RunningServer> {
  let database: Database | null = null;
  let identity: IdentityProvider | null = null;
  try {
    database = await openDatabase(config);
    identity = firebaseIdentity(config.firebase);
    const seeded = await seedDemoData(database.db, { uploadsDir: config.uploadsDir, superadminEmail: config.superadminEmail });
    if (config.firebase.emulatorHost) {
      // The emulator keeps no state of its own across a crash, so make sure the demo accounts exist on every start.
      for (const account of demoAccounts(config.superadminEmail)) await identity.ensureUser(account);
    }
    const app = await buildApp({ config, database, identity });
    await app.listen({ host: config.host, port: config.port });
    if (config.production && config.trustProxy === false) {
      app.log.warn('TRUST_PROXY is not set: the socket address is taken as the client. Behind a proxy or load balancer every client then shares one rate-limit budget; set TRUST_PROXY to the hop count or the proxy addresses.');
    }
    if (config.production && config.databaseUrl && !config.redisUrl) {
      app.log.warn('REDIS_URL is not set: rate-limit counters are kept per process. With several API processes, set REDIS_URL so they share one budget.');
    }
    // npm run backup asks a server on the embedded database for a dump (server/db/pglite-backup.ts).
    const stopAnsweringBackups = database.engine === 'pglite' ? answerBackupRequests(database, config.dataDir, app.log) : () => {};
    const db = database;
    const auth = identity;
    return {
      app,
      config,
      url: `http://localhost:${config.port}`,
      seeded,
      async stop() {
        stopAnsweringBackups();
        await app.close();
        await auth.close();
        await db.close();
      },
    };
  } catch (error) {
    await identity?.close().catch(() => {});
    await database?.close().catch(() => {});
    throw error;
  }
}
