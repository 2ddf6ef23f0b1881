/**
 * Inserts a large generated catalogue: `npm run seed:large -- --books 100000 [--seed 42] [--batch 1000]`.
 * Into DATABASE_URL when set, else the PGlite folder DATA_DIR/pglite (default ./data); covers go to the uploads folder.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { storageConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedLargeCatalogue } from '../server/db/large-catalogue';

export { generateBooks, seedLargeCatalogue, LARGE_CATEGORIES, RARE_WORDS } from '../server/db/large-catalogue';

function numberArg(args: string[], name: string, fallback: number): number {
  const index = args.indexOf(`--${name}`);
  const inline = args.find((arg) => arg.startsWith(`--${name}=`));
  const raw = inline ? inline.split('=')[1] : index >= 0 ? args[index + 1] : undefined;
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer, got "${raw}"`);
  return value;
}

async function main() {
  const args = process.argv.slice(2);
  const count = numberArg(args, 'books', 100_000);
  const seed = numberArg(args, 'seed', 42);
  const batchSize = numberArg(args, 'batch', 1000);
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
          console.log(`  ${inserted.toLocaleString('en')} / ${count.toLocaleString('en')}  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
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
