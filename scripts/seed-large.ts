/**
 * Inserts a large generated catalogue: `npm run seed:large -- --books 100000 [--seed 42] [--batch 1000]`.
 * Into DATABASE_URL when set, else the PGlite folder DATA_DIR/pglite (default ./data); covers go to the uploads folder.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { storageConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedLargeCatalogue } from '../server/db/large-catalogue';
import { numberArg } from './cli-args';

export { generateBooks, seedLargeCatalogue, LARGE_CATEGORIES, RARE_WORDS } from '../server/db/large-catalogue';

async function main() {
  const args = process.argv.slice(2);
  const count = numberArg('books', 100_000, { args });
  const seed = numberArg('seed', 42, { args });
  const batchSize = numberArg('batch', 1000, { args });
  const storage = storageConfig();
  const target = storage.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${storage.dataDir}/pglite`;
  console.log(`Seeding ${count.toLocaleString('en')} books into ${target} …`);

  const started = performance.now();
  const database = await openDatabase(storage);
  try {
    let lastReport = 0;
    await seedLargeCatalogue(database.db, count, {
      seed,
      batchSize,
      uploadsDir: storage.uploadsDir,
      onProgress(inserted) {
        if (inserted - lastReport >= 20_000 || inserted === count) {
          lastReport = inserted;
          console.log(
            `  ${inserted.toLocaleString('en')} / ${count.toLocaleString('en')}  (${((performance.now() - started) / 1000).toFixed(1)} s)`,
          );
        }
      },
    });
    // Fresh statistics, so the planner knows the table's new size at once.
    await database.db.execute(sql`ANALYZE books`);
  } finally {
    await database.close();
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
