/**
 * Catalogue benchmark: `npm run bench [-- --books 100000 --runs 50 --target 50]`.
 *
 * With BENCH_DATABASE_URL (or DATABASE_URL) pointing at a PostgreSQL server, it creates a scratch database there,
 * seeds the generated catalogue, times the catalogue endpoints through app.inject (every request a catalogue-cache
 * miss, so the queries themselves are timed) and drops the database again.
 * Without one it uses an in-memory PGlite. Prints p50/p95 per query and exits 1 when a p95 misses the target
 * (50 ms on PostgreSQL by default, 250 ms on PGlite, which runs single-threaded in WebAssembly).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import type { IdentityProvider } from '../server/auth/identity';
import { InvalidIdTokenError } from '../server/auth/identity';
import { loadConfig } from '../server/config';
import { openScratchDatabase } from '../server/db/scratch';
import { RARE_WORDS, seedLargeCatalogue } from '../server/db/large-catalogue';
import { numberArg } from './cli-args';

/** The catalogue is public: the benchmark needs no Firebase. */
const noIdentity: IdentityProvider = {
  verifyIdToken: async () => {
    throw new InvalidIdTokenError('no identity provider in the benchmark');
  },
  createSessionCookie: async () => {
    throw new InvalidIdTokenError('no identity provider in the benchmark');
  },
  verifySessionCookie: async () => null,
  deleteUser: async () => {},
  updateUser: async () => {},
  ensureUser: async () => {
    throw new Error('no identity provider in the benchmark');
  },
  close: async () => {},
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const books = numberArg('books', 100_000);
  const runs = numberArg('runs', 50);
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || null;
  const target = numberArg('target', serverUrl ? 50 : 250, { fraction: true });

  const scratch = await openScratchDatabase(serverUrl, { prefix: 'boipoka_bench' });
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-bench-'));
  let failed = false;
  const stop = async () => {
    await scratch.close().catch((error: unknown) => console.error('could not drop the scratch database:', error));
    rmSync(tmpDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));

  try {
    console.log(`Benchmark on ${scratch.label}`);
    const seedStarted = performance.now();
    await seedLargeCatalogue(scratch.db, books, { seed: 42, uploadsDir: path.join(tmpDir, 'uploads') });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    // What autovacuum does soon after a bulk load: statistics and the visibility map (index-only scans).
    const vacuumStarted = performance.now();
    await scratch.db.execute(sql`VACUUM ANALYZE books`);
    const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
    console.log(
      `Seeded ${books.toLocaleString('en')} books in ${seedSeconds.toFixed(1)} s (VACUUM ANALYZE ${vacuumSeconds.toFixed(1)} s)\n`,
    );

    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: tmpDir,
      SPA_DIR: path.join(tmpDir, 'no-spa'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
      LOG_LEVEL: 'silent',
      // Every request runs its queries, which is what this benchmark times (bench:load measures the cached path).
      CATALOGUE_CACHE: 'off',
    });
    const app = await buildApp({ config, database: scratch, identity: noIdentity, logger: false });
    await app.ready();

    try {
      const first = (await app.inject({ method: 'GET', url: '/api/v1/books?limit=1' })).json().data;
      const sample = first.result[0] as { _id: string; category: string };
      const lastPage = Math.ceil(first.totalBooks / 12);
      const queries: [string, string][] = [
        ['list newest, page 1', '/api/v1/books'],
        [`list newest, last page (${lastPage})`, `/api/v1/books?page=${lastPage}`],
        ['list top sellers, page 1', '/api/v1/books?sort=top'],
        ['category filter', `/api/v1/books?category=${encodeURIComponent(sample.category)}`],
        ['category filter, page 300', `/api/v1/books?category=${encodeURIComponent(sample.category)}&page=300`],
        ["search 'the' (broad)", '/api/v1/books?search=the'],
        ["search 'a' (broad, no trigram)", '/api/v1/books?search=a'],
        ['search rare term', `/api/v1/books?search=${RARE_WORDS[0].toLowerCase()}`],
        ["search '100%' (% literal)", `/api/v1/books?search=${encodeURIComponent('100%')}`],
        ["search '%' (no trigram, no match)", `/api/v1/books?search=${encodeURIComponent('%')}`],
        ["search 'x' (no trigram, sparse)", '/api/v1/books?search=x'],
        ["search 'river' + category", `/api/v1/books?search=river&category=${encodeURIComponent(sample.category)}`],
        ["search 'the', page 100", '/api/v1/books?search=the&page=100'],
        ['categories', '/api/v1/books/categories'],
        ['related', `/api/v1/books/${sample._id}/related`],
        ['book detail', `/api/v1/books/${sample._id}`],
      ];

      const rows: { name: string; p50: number; p95: number; max: number; total: string }[] = [];
      for (const [name, url] of queries) {
        const times: number[] = [];
        let total = '';
        for (let i = 0; i < runs + 5; i++) {
          const started = performance.now();
          const response = await app.inject({ method: 'GET', url });
          const elapsed = performance.now() - started;
          if (response.statusCode !== 200)
            throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
          if (i >= 5) times.push(elapsed); // the first 5 warm up caches and plans
          if (i === 0) {
            const data = response.json().data;
            total =
              data.totalBooks !== undefined
                ? `${data.result.length} of ${data.totalBooks}`
                : `${(data.result ?? [data]).length}`;
          }
        }
        times.sort((a, b) => a - b);
        rows.push({
          name,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          max: times[times.length - 1],
          total,
        });
      }

      const width = Math.max(...rows.map((row) => row.name.length));
      console.log(`${'query'.padEnd(width)}   p50 ms   p95 ms   max ms   rows`);
      for (const row of rows) {
        const slow = row.p95 > target;
        failed ||= slow;
        console.log(
          `${row.name.padEnd(width)}  ${row.p50.toFixed(1).padStart(7)}  ${row.p95.toFixed(1).padStart(7)}  ${row.max.toFixed(1).padStart(7)}   ${row.total}${slow ? `   <-- p95 over ${target} ms` : ''}`,
        );
      }
      console.log(
        `\n${runs} timed runs per query after 5 warm-up runs; target p95 <= ${target} ms: ${failed ? 'MISSED' : 'met'}.`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await stop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
