import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { demoAccounts } from './db/demo-accounts';
import { seedDemoData } from './db/seed';
import { firebaseIdentity, type IdentityProvider } from './auth/identity';

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
    const db = database;
    const auth = identity;
    return {
      app,
      config,
      url: `http://localhost:${config.port}`,
      seeded,
      async stop() {
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
