/**
 * Creates the PGlite database of a new data folder, migrates it and seeds the demo data, then exits. `npm start` runs
 * it in a child process on the first start: creating a PGlite database (initdb) and seeding take memory that the
 * WebAssembly heap never gives back, so doing it in a short-lived process keeps the long-running server as small on
 * its first run as on every later one (~330 MB instead of ~870 MB).
 */
import path from 'node:path';
import { storageConfig } from '../server/config';
import { openPglite } from '../server/db/client';
import { seedDemoData } from '../server/db/seed';

const storage = storageConfig();
const database = await openPglite(path.join(storage.dataDir, 'pglite'));
try {
  await seedDemoData(database.db, {
    uploadsDir: storage.uploadsDir,
    superadminEmail: (process.env.SUPERADMIN_EMAIL || 'superadmin@boipoka.test').toLowerCase(),
  });
} finally {
  await database.close();
}
