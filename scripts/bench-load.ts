/**
 * The API under load: `npm run bench:load [-- --books 100000 --duration 20 --connections 50]`.
 *
 * Creates a scratch PostgreSQL database (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres),
 * seeds the generated catalogue, starts the API as production starts it (the `dist-server/serve.mjs` bundle that
 * `npm run build` makes and `npm run serve` runs, NODE_ENV=production, its own process) and a bare Fastify route
 * answering a fixed JSON of the same size (its own process), then drives each with autocannon. Prints req/s and p50/p99
 * per scenario, the ratio to the bare route measured in the same run (these machines are noisy, so targets are ratios),
 * and the API's peak RSS. Exits 1 when a target is missed: throughput ≥ 40% of the bare route (≥ 20% for a broad
 * search), p99 ≤ 3× the bare route's p99, RSS < 250 MB.
 *
 * Most of those requests are answered from the catalogue cache. `--cache-miss` starts the API with the cache off
 * (CATALOGUE_CACHE=off), so every request runs its queries (what every request after a book change, and every new
 * search, costs); the same targets are checked.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../server/db/client';
import { RARE_WORDS, seedLargeCatalogue } from '../server/db/large-catalogue';
import { numberArg } from './cli-args';
import { processTreeRssMb } from './process-memory';

const MIN_RATIO = 0.4;
const MIN_RATIO_BROAD_SEARCH = 0.2;
const MAX_P99_FACTOR = 3;
const MAX_RSS_MB = 250;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function drive(url: string, connections: number, duration: number): Promise<Measured> {
  const result = await autocannon({ url, connections, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A bare Fastify process answering `body` on every GET: the ceiling this machine allows in this run. */
const BARE_SERVER = `
const Fastify = require('fastify');
const body = require('node:fs').readFileSync(process.env.BODY_FILE);
const app = Fastify({ logger: false });
app.get('/*', (request, reply) => reply.type('application/json; charset=utf-8').send(body));
app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
`;

async function main() {
  const books = numberArg('books', 100_000);
  const duration = numberArg('duration', 20);
  const connections = numberArg('connections', 50);
  const cacheMiss = process.argv.includes('--cache-miss');
  const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const root = path.resolve(import.meta.dirname, '..');
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-load-'));
  const name = `boipoka_load_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const children: ChildProcess[] = [];
  let failed = false;

  const cleanUp = async () => {
    await Promise.all(children.map(stopChild));
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
    rmSync(tmpDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

  try {
    const database = await openPostgres(databaseUrl, 4);
    const seedStarted = performance.now();
    await seedLargeCatalogue(database.db, books, { seed: 42, uploadsDir: path.join(tmpDir, 'uploads') });
    await database.db.execute(sql`VACUUM ANALYZE books`);
    await database.close();
    console.log(
      `Seeded ${books.toLocaleString('en')} books into ${name} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    // The API exactly as production runs it: the bundle `npm run build` makes, started by `npm run serve`.
    const bundled = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'build-server.ts')], {
      cwd: root,
      stdio: 'inherit',
    });
    if (bundled.status !== 0) throw new Error('building the API bundle failed');
    const apiPort = await freePort();
    const api = spawn(process.execPath, [path.join(root, 'dist-server', 'serve.mjs')], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(apiPort),
        PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
        DATABASE_URL: databaseUrl,
        DATA_DIR: tmpDir,
        SPA_DIR: path.join(tmpDir, 'no-spa'),
        JWT_SECRET: randomBytes(32).toString('hex'),
        FIREBASE_PROJECT_ID: 'boipoka-load-bench',
        FIREBASE_AUTH_EMULATOR_HOST: '',
        // Production refuses to start without a payment store; the benchmark reads the catalogue only.
        SSLCOMMERZ_STORE_ID: 'load-bench',
        SSLCOMMERZ_STORE_PASSWORD: 'load-bench',
        // --cache-miss: every catalogue request runs its queries.
        ...(cacheMiss && { CATALOGUE_CACHE: 'off' }),
      },
    });
    children.push(api);
    const apiBase = `http://127.0.0.1:${apiPort}/api/v1`;
    await waitFor(`${apiBase}/health`, api);

    const first = (await (await fetch(`${apiBase}/books`)).json()) as {
      data: { result: { _id: string; category: string }[] };
    };
    const listBody = JSON.stringify(first);
    const sample = first.data.result[0];
    const bodyFile = path.join(tmpDir, 'bare.json');
    writeFileSync(bodyFile, listBody);
    const barePort = await freePort();
    const bare = spawn(process.execPath, ['-e', BARE_SERVER], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORT: String(barePort), BODY_FILE: bodyFile },
    });
    children.push(bare);
    await waitFor(`http://127.0.0.1:${barePort}/`, bare);

    const scenarios: { name: string; path: string; minRatio: number }[] = [
      { name: 'list, page 1', path: '/books', minRatio: MIN_RATIO },
      { name: 'list, page 500', path: '/books?page=500', minRatio: MIN_RATIO },
      { name: "search 'the' (broad)", path: '/books?search=the', minRatio: MIN_RATIO_BROAD_SEARCH },
      { name: 'search rare word', path: `/books?search=${RARE_WORDS[0].toLowerCase()}`, minRatio: MIN_RATIO },
      { name: 'category', path: `/books?category=${encodeURIComponent(sample.category)}`, minRatio: MIN_RATIO },
      { name: 'category list', path: '/books/categories', minRatio: MIN_RATIO },
      { name: 'book page', path: `/books/${sample._id}`, minRatio: MIN_RATIO },
    ];

    console.log(
      `autocannon: ${connections} connections, ${duration} s per scenario, ${os.cpus().length} cores` +
        `${cacheMiss ? '; every API request misses the catalogue cache (--cache-miss)' : ''}\n`,
    );
    // Warm both servers (JIT, query plans, pools) before measuring.
    await drive(`http://127.0.0.1:${barePort}/`, connections, 3);
    for (const scenario of scenarios) await drive(`${apiBase}${scenario.path}`, connections, 2);

    const bareBefore = await drive(`http://127.0.0.1:${barePort}/`, connections, duration);
    let peakRss = processTreeRssMb(api.pid!);
    const rows: (Measured & { name: string; minRatio: number })[] = [];
    for (const scenario of scenarios) {
      const measured = await drive(`${apiBase}${scenario.path}`, connections, duration);
      peakRss = Math.max(peakRss, processTreeRssMb(api.pid!));
      rows.push({ ...measured, name: scenario.name, minRatio: scenario.minRatio });
    }
    const bareAfter = await drive(`http://127.0.0.1:${barePort}/`, connections, duration);
    const bareRps = (bareBefore.rps + bareAfter.rps) / 2;
    const bareP99 = Math.max(bareBefore.p99, bareAfter.p99);

    const width = Math.max(...rows.map((row) => row.name.length), 'bare route'.length);
    console.log(`${'scenario'.padEnd(width)}    req/s   ratio  p50 ms  p99 ms  errors`);
    console.log(
      `${'bare route'.padEnd(width)}  ${bareRps.toFixed(0).padStart(7)}    100%  ${bareBefore.p50.toFixed(0).padStart(6)}  ${bareP99.toFixed(0).padStart(6)}  ${bareBefore.errors + bareAfter.errors}`,
    );
    for (const row of rows) {
      const ratio = row.rps / bareRps;
      const misses = [
        ratio < row.minRatio && `throughput < ${row.minRatio * 100}%`,
        row.p99 > MAX_P99_FACTOR * bareP99 && `p99 > ${MAX_P99_FACTOR}× bare`,
        row.errors + row.non2xx > 0 && 'errors',
      ].filter(Boolean);
      failed ||= misses.length > 0;
      console.log(
        `${row.name.padEnd(width)}  ${row.rps.toFixed(0).padStart(7)}  ${`${(ratio * 100).toFixed(0)}%`.padStart(6)}  ${row.p50.toFixed(0).padStart(6)}  ${row.p99.toFixed(0).padStart(6)}  ${String(row.errors + row.non2xx).padStart(6)}${misses.length ? `   <-- ${misses.join(', ')}` : ''}`,
      );
    }
    const rssMissed = peakRss >= MAX_RSS_MB;
    failed ||= rssMissed;
    console.log(
      `\nAPI peak RSS under load: ${peakRss.toFixed(0)} MB (target < ${MAX_RSS_MB} MB)${rssMissed ? '   <-- missed' : ''}`,
    );
    console.log(
      `Bare route before/after: ${bareBefore.rps.toFixed(0)} / ${bareAfter.rps.toFixed(0)} req/s. Targets: ${failed ? 'MISSED' : 'met'}.`,
    );
  } finally {
    await cleanUp();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
