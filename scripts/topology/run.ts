/**
 * npm run test:topology: the production topology of deploy/ brought up on this machine and checked through the
 * proxy, then faults injected under load (docs/operations.md describes the topology and the checks).
 *
 * Part one, on the local PostgreSQL (a scratch database, dropped at the end) and Redis (a key prefix of its own): two
 * API processes started at the same moment on the empty database, the sandbox gateway, nginx; the shop loads, a
 * purchase completes, an admin edit on one process is read through the other, rate limits are shared, one API
 * process is killed with SIGKILL under load, and a pg_dump of the running shop restored into a new database serves
 * the same shop. Part two, on a PostgreSQL cluster and a Redis server of its own: PostgreSQL restarted under load,
 * Redis stopped and started again.
 *
 * Ports: TOPOLOGY_PORT_BASE (default 18450) and the next 14. Needs `npm run build`. Exits 1 when a check fails.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { signAccessToken } from '../../server/auth/access-token';
import {
  JWT_SECRET,
  METRICS_TOKEN,
  Nginx,
  ROOT,
  SERVE,
  ThrowawayPostgres,
  ThrowawayRedis,
  answers,
  cleanWorkDir,
  createScratchDatabase,
  dropDatabase,
  gatewayUrlOf,
  log,
  query,
  sleep,
  startApi,
  startGateway,
  waitFor,
  waitHealthy,
  workDir,
  type Proc,
} from './harness';
import { runLoad, summarize } from './load';

const base = Number(process.env.TOPOLOGY_PORT_BASE || 18450);
const PORTS = {
  proxy: base,
  api: [base + 1, base + 2],
  gateway: base + 3,
  restored: base + 4,
  pg: base + 10,
  redis: base + 11,
};
const ADMIN_URL = process.env.TOPOLOGY_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SHARED_REDIS = process.env.TOPOLOGY_REDIS_URL || 'redis://127.0.0.1:6379';
const LOAD_SECONDS = Number(process.env.TOPOLOGY_LOAD_SECONDS || 12);
const run = randomBytes(3).toString('hex');
const dbName = `topology_${run}`;
const restoredName = `topology_${run}_restored`;
// The API connects as a role that owns its database and nothing more: no superuser, no CREATEDB, no CREATEROLE.
const appRole = `topology_app_${run}`;
const redisPrefix = `topology-${run}:`;
const uploadsDir = path.join(workDir, 'uploads');
mkdirSync(uploadsDir, { recursive: true });
const secret = new TextEncoder().encode(JWT_SECRET);

const results: { name: string; ok: boolean; detail: string }[] = [];
function check(name: string, ok: boolean, detail = '') {
  results.push({ name, ok, detail });
  log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
}
async function step(name: string, body: () => Promise<void>) {
  try {
    await body();
  } catch (error) {
    check(name, false, error instanceof Error ? error.message : String(error));
  }
}

if (!existsSync(SERVE)) throw new Error('dist-server/serve.mjs is missing: npm run build first');

const processes: Proc[] = [];
const nginx = new Nginx(PORTS.proxy);
const proxy = nginx.url;

interface Topology {
  databaseUrl: string;
  apis: Proc[];
  gateway: Proc;
  redisUrl: string;
  prefix: string;
}

function apiOptions(port: number, databaseUrl: string, redisUrl: string, prefix: string) {
  return {
    port,
    databaseUrl,
    redisUrl,
    redisKeyPrefix: prefix,
    publicUrl: proxy,
    gatewayUrl: gatewayUrlOf(PORTS.gateway),
    uploadsDir,
  };
}

/** Two API processes at the same moment on an empty database (migrations once, both serve), the gateway, nginx. */
async function bringUp(label: string, databaseUrl: string, redisUrl: string, prefix: string): Promise<Topology> {
  const apis = PORTS.api.map((port, i) =>
    startApi(`${label}-api${i + 1}`, apiOptions(port, databaseUrl, redisUrl, prefix)),
  );
  processes.push(...apis);
  const started = await Promise.allSettled(apis.map((api, i) => waitHealthy(api, PORTS.api[i])));
  const failed = started
    .filter((result) => result.status === 'rejected')
    .map((result) => String((result as PromiseRejectedResult).reason));
  const journal = JSON.parse(
    readFileSync(path.join(ROOT, 'server', 'db', 'migrations', 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const [applied] = await query<{ rows: string; hashes: string }>(
    databaseUrl,
    'SELECT count(*)::text AS rows, count(DISTINCT hash)::text AS hashes FROM drizzle.__drizzle_migrations',
  ).catch(() => [{ rows: '?', hashes: '?' }]);
  const [seeded] = await query<{ books: string; names: string }>(
    databaseUrl,
    'SELECT count(*)::text AS books, count(DISTINCT name)::text AS names FROM books',
  ).catch(() => [{ books: '?', names: '?' }]);
  check(
    `${label}: two API processes started at once on an empty database both serve, migrations ran once`,
    failed.length === 0 &&
      Number(applied.rows) === journal.entries.length &&
      applied.rows === applied.hashes &&
      seeded.books === seeded.names,
    `${2 - failed.length}/2 serving; ${applied.rows} migration rows for ${journal.entries.length} migrations; ${seeded.books} books, ${seeded.names} titles${failed.length ? `\n${failed.join('\n')}` : ''}`,
  );
  // Whatever happened above, the rest needs both processes: one that died is started again on the migrated database.
  for (const [i, api] of apis.entries()) {
    if (!api.alive) {
      apis[i] = startApi(`${label}-api${i + 1}-again`, apiOptions(PORTS.api[i], databaseUrl, redisUrl, prefix));
      processes.push(apis[i]);
      await waitHealthy(apis[i], PORTS.api[i]);
    }
  }
  const gateway = startGateway({ port: PORTS.gateway, databaseUrl, redisUrl, redisKeyPrefix: prefix, uploadsDir });
  processes.push(gateway);
  await waitHealthy(gateway, PORTS.gateway);
  await nginx.start(PORTS.api);
  return { databaseUrl, apis, gateway, redisUrl, prefix };
}

async function tearDown(topology: Topology) {
  await nginx.stop();
  await Promise.all([...topology.apis, topology.gateway].map((proc) => proc.stop()));
}

async function tokenFor(databaseUrl: string, email: string) {
  const [user] = await query<{ id: string; email: string }>(
    databaseUrl,
    'SELECT id, email FROM users WHERE email = $1',
    [email],
  );
  return signAccessToken({ userId: user.id, email: user.email }, secret, 900);
}

/** Fifty shoppers of our own, each with an access token (signed as the API signs them after a Firebase sign-in). */
async function shoppers(databaseUrl: string, count = 50) {
  const rows = await query<{ id: string; email: string }>(
    databaseUrl,
    `INSERT INTO users (email, display_name, role) SELECT 'shopper' || n || '-${run}@example.com', 'Shopper ' || n, 'user' FROM generate_series(1, $1) n
     ON CONFLICT (email) DO UPDATE SET display_name = excluded.display_name RETURNING id, email`,
    [count],
  );
  return Promise.all(rows.map((row) => signAccessToken({ userId: row.id, email: row.email }, secret, 900)));
}

async function bookIds(databaseUrl: string) {
  return (
    await query<{ id: string }>(
      databaseUrl,
      'SELECT id FROM books WHERE archived_at IS NULL ORDER BY created_at LIMIT 40',
    )
  ).map((row) => row.id);
}

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
const form = (fields: Record<string, string>) => ({
  'content-type': 'application/x-www-form-urlencoded',
  body: new URLSearchParams(fields).toString(),
});

function parsePostBack(html: string) {
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const action = unescape(/<form id="postback" method="post" action="([^"]*)"/.exec(html)![1]);
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
    fields[unescape(match[1])] = unescape(match[2]);
  return { action, fields };
}

async function checkShopLoads() {
  const home = await fetch(`${proxy}/`);
  const html = await home.text();
  const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const asset = script ? await fetch(`${proxy}${script}`) : null;
  const list = await fetch(`${proxy}/api/v1/books?limit=5`);
  const body = (await json(list)) as { data?: { result?: unknown[] } };
  check(
    'the shop loads through the proxy (page, its script, the catalogue)',
    home.status === 200 &&
      html.includes('id="root"') &&
      asset?.status === 200 &&
      list.status === 200 &&
      (body.data?.result?.length ?? 0) > 0,
    `/ ${home.status}, ${script ?? 'no script'} ${asset?.status}, /api/v1/books ${list.status}`,
  );
}

async function checkPurchase(databaseUrl: string) {
  const token = await tokenFor(databaseUrl, 'customer@boipoka.test');
  const [book] = await query<{ id: string; stock: number }>(
    databaseUrl,
    `SELECT b.id, b.stock FROM books b WHERE b.stock > 0 AND b.archived_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM orders o JOIN users u ON u.id = o.user_id WHERE o.book_id = b.id AND u.email = 'customer@boipoka.test')
     ORDER BY b.created_at LIMIT 1`,
  );
  const init = await fetch(`${proxy}/api/v1/ssl/init`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ book_id: book.id, cus_phone: '+8801711000000', cus_add1: 'House 1, Road 2, Dhaka' }),
  });
  const started = (await json(init)) as { url?: string; tran_id?: string };
  if (init.status !== 200 || !started.url)
    throw new Error(`POST /ssl/init answered ${init.status}: ${JSON.stringify(started)}`);
  // The shopper presses "pay by card" on the gateway's page; the gateway sends the IPN and the browser its POST-back.
  const gatewayPage = await fetch(started.url);
  const chosen = await fetch(started.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'choice=card',
  });
  const postBack = parsePostBack(await chosen.text());
  const { body, ...headers } = form(postBack.fields);
  const back = await fetch(postBack.action, { method: 'POST', headers, body, redirect: 'manual' });
  const [order] = await query<{ payment_status: string }>(
    databaseUrl,
    'SELECT payment_status FROM orders WHERE tran_id = $1',
    [started.tran_id],
  );
  const [after] = await query<{ stock: number }>(databaseUrl, 'SELECT stock FROM books WHERE id = $1', [book.id]);
  const mine = await fetch(`${proxy}/api/v1/orders/mine`, { headers: { authorization: `Bearer ${token}` } }).catch(
    () => null,
  );
  check(
    'a purchase completes through the proxy and the sandbox gateway',
    gatewayPage.status === 200 &&
      postBack.action.startsWith(proxy) &&
      back.status === 303 &&
      (back.headers.get('location') ?? '').includes('success') &&
      order?.payment_status === 'paid' &&
      after.stock === book.stock - 1,
    `gateway page ${gatewayPage.status}, POST-back to ${new URL(postBack.action).pathname} ${back.status} → ${back.headers.get('location')}, order ${order?.payment_status}, stock ${book.stock} → ${after.stock}, /orders/mine ${mine?.status}`,
  );
}

/**
 * Shoppers who go all the way while the load runs: start a checkout, pay on the gateway's page, post back. Failures
 * (a killed process, an outage) are counted, not thrown; returns how many payments completed.
 */
async function payWhile(
  running: () => boolean,
  tokens: string[],
  ids: string[],
): Promise<{ paid: number; failed: number }> {
  let paid = 0;
  let failed = 0;
  while (running()) {
    try {
      const init = await fetch(`${proxy}/api/v1/ssl/init`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${tokens[Math.floor(Math.random() * tokens.length)]}`,
        },
        body: JSON.stringify({
          book_id: ids[Math.floor(Math.random() * ids.length)],
          cus_phone: '+8801711000000',
          cus_add1: 'House 1, Road 2, Dhaka',
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const started = (await json(init)) as { url?: string };
      if (init.status !== 200 || !started.url) continue;
      const chosen = await fetch(started.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'choice=card',
        signal: AbortSignal.timeout(10_000),
      });
      const postBack = parsePostBack(await chosen.text());
      const { body, ...headers } = form(postBack.fields);
      const back = await fetch(postBack.action, {
        method: 'POST',
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      await back.arrayBuffer();
      if (back.status === 303 && (back.headers.get('location') ?? '').includes('success')) paid += 1;
      else failed += 1;
    } catch {
      failed += 1;
      await sleep(100);
    }
  }
  return { paid, failed };
}

async function checkCacheConsistency(databaseUrl: string) {
  const token = await tokenFor(databaseUrl, 'admin@boipoka.test');
  const [book] = await query<{ id: string }>(
    databaseUrl,
    'SELECT id FROM books WHERE archived_at IS NULL ORDER BY created_at DESC LIMIT 1',
  );
  const read = async (port: number) =>
    ((await json(await fetch(`http://127.0.0.1:${port}/api/v1/books/${book.id}`))) as { data: { description: string } })
      .data.description;
  // Both processes hold the book in their catalogue cache before the edit.
  await read(PORTS.api[0]);
  await read(PORTS.api[1]);
  const description = `Edited by the topology check ${run} on process one.`;
  const edit = await fetch(`http://127.0.0.1:${PORTS.api[0]}/api/v1/books/${book.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ description }),
  });
  let elapsed = -1;
  try {
    elapsed = await waitFor(
      'the edit on process two',
      async () => (await read(PORTS.api[1])) === description,
      3000,
      20,
    );
  } catch {
    // reported below
  }
  const viaProxy = await Promise.all(
    [1, 2, 3, 4].map(
      async () =>
        ((await json(await fetch(`${proxy}/api/v1/books/${book.id}`))) as { data: { description: string } }).data
          .description,
    ),
  );
  check(
    'an admin edit on one process is read through the other (catalogue cache kept by NOTIFY)',
    edit.status === 200 && elapsed >= 0 && viaProxy.every((text) => text === description),
    `PATCH ${edit.status}; process two served it after ${elapsed} ms; four reads through the proxy ${viaProxy.every((text) => text === description) ? 'all new' : 'saw the old text'}`,
  );
}

const contact = (n: number) =>
  JSON.stringify({
    name: `Topology ${n}`,
    phone: '+8801700000000',
    email: `topology${n}@example.com`,
    address: 'Dhaka',
    message: 'Hello from the topology check',
  });
async function sendContacts(count: number, from = 0) {
  const statuses: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const response = await fetch(`${proxy}/api/v1/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: contact(from + n),
      signal: AbortSignal.timeout(5000),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}

async function checkSharedRateLimits(label: string) {
  // CONTACT_RATE_LIMIT=5 in each process; nginx alternates the processes, so per-process counting would accept 10.
  const statuses = await sendContacts(10);
  const accepted = statuses.filter((status) => status === 201 || status === 200).length;
  check(
    `${label}: rate limits are shared by the two processes (Redis)`,
    accepted === 5 && statuses.slice(5).every((status) => status === 429),
    statuses.join(' '),
  );
}

async function uploadImage(databaseUrl: string): Promise<string> {
  const token = await tokenFor(databaseUrl, 'customer@boipoka.test');
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dot.png');
  const response = await fetch(`${proxy}/api/v1/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  const answer = (await json(response)) as { data?: { url?: string } };
  if (response.status !== 200 || !answer.data?.url) throw new Error(`upload answered ${response.status}`);
  return answer.data.url;
}

/** Stock arithmetic: every order made since `since` is pending with its copy reserved, or paid, or released. */
async function checkOrdersWhole(label: string, databaseUrl: string, stockBefore: Map<string, number>, since: Date) {
  const rows = await query<{ id: string; stock: number; holding: string }>(
    databaseUrl,
    `SELECT b.id, b.stock, count(o.id) FILTER (WHERE o.payment_status IN ('pending', 'paid'))::text AS holding
       FROM books b LEFT JOIN orders o ON o.book_id = b.id AND o.created_at >= $1 GROUP BY b.id`,
    [since],
  );
  const wrong = rows.filter(
    (row) => stockBefore.has(row.id) && row.stock + Number(row.holding) !== stockBefore.get(row.id),
  );
  const [orders] = await query<{ total: string; pending: string; unreserved: string; paid: string; released: string }>(
    databaseUrl,
    `SELECT count(*)::text AS total,
            count(*) FILTER (WHERE payment_status = 'pending')::text AS pending,
            count(*) FILTER (WHERE payment_status = 'pending' AND reserved_until IS NULL)::text AS unreserved,
            count(*) FILTER (WHERE payment_status = 'paid')::text AS paid,
            count(*) FILTER (WHERE payment_status IN ('failed', 'cancelled', 'expired'))::text AS released
       FROM orders WHERE created_at >= $1`,
    [since],
  );
  check(
    `${label}: no order half made (stock + pending + paid = stock before, for every book)`,
    wrong.length === 0 && orders.unreserved === '0',
    `${orders.total} orders made under load: ${orders.pending} pending, ${orders.paid} paid, ${orders.released} released; ${wrong.length} books off, ${orders.unreserved} pending without a reservation`,
  );
}

async function stockSnapshot(databaseUrl: string) {
  return new Map(
    (await query<{ id: string; stock: number }>(databaseUrl, 'SELECT id, stock FROM books')).map((row) => [
      row.id,
      row.stock,
    ]),
  );
}

async function checkKillUnderLoad(topology: Topology) {
  const { databaseUrl } = topology;
  const tokens = await shoppers(databaseUrl);
  const ids = await bookIds(databaseUrl);
  const stockBefore = await stockSnapshot(databaseUrl);
  // The database's clock, after the snapshot: the orders made from here on are the load's.
  const [{ now: since }] = await query<{ now: Date }>(databaseUrl, 'SELECT clock_timestamp() AS now');
  const load = runLoad({ url: proxy, seconds: LOAD_SECONDS, bookIds: ids, tokens });
  let loading = true;
  const payers = Promise.all([1, 2, 3].map(() => payWhile(() => loading, tokens, ids)));
  void load.done.then(() => (loading = false));
  await sleep(4000);
  const victim = topology.apis[0];
  const killedAt = Date.now();
  victim.child.kill('SIGKILL');
  await victim.exited;
  const result = await load.done;
  const payments = (await payers).reduce(
    (sum, one) => ({ paid: sum.paid + one.paid, failed: sum.failed + one.failed }),
    { paid: 0, failed: 0 },
  );
  const answersAfterKill = result.answers.filter((answer) => answer.at >= killedAt);
  const failedGets = result.answers.filter((answer) => answer.kind !== 'checkout' && answer.status >= 500);
  const failedPosts = result.answers.filter((answer) => answer.kind === 'checkout' && answer.status >= 500);
  const otherAlive = topology.apis[1].alive;
  check(
    'one API process killed (SIGKILL) under 50 connections: GETs retried on the other, at most the in-flight checkouts fail',
    result.answers.length > 0 &&
      failedGets.length === 0 &&
      failedPosts.length <= 50 &&
      result.errors === 0 &&
      result.timeouts === 0 &&
      otherAlive &&
      answersAfterKill.length > 0,
    `${payments.paid} payments completed beside the load (${payments.failed} cut short); ${result.answers.length} answers (${answersAfterKill.length} after the kill), ${failedGets.length} GETs and ${failedPosts.length} checkouts answered 5xx, ${result.errors} client errors, ${result.timeouts} timeouts; ${summarize(result.answers)}`,
  );
  await checkOrdersWhole('after the kill', databaseUrl, stockBefore, since);
  // Back to two processes for what follows.
  topology.apis[0] = startApi(
    'a-api1-restarted',
    apiOptions(PORTS.api[0], databaseUrl, topology.redisUrl, topology.prefix),
  );
  processes.push(topology.apis[0]);
  await waitHealthy(topology.apis[0], PORTS.api[0]);
}

/**
 * The upgrade of docs/operations.md under load: each process in turn stopped with SIGTERM (it drains and exits 0)
 * and started again, waiting for /ready before the next; the shoppers should see no failure at all.
 */
async function checkRollingRestart(topology: Topology) {
  const { databaseUrl } = topology;
  const tokens = await shoppers(databaseUrl);
  const ids = await bookIds(databaseUrl);
  const stockBefore = await stockSnapshot(databaseUrl);
  const [{ now: since }] = await query<{ now: Date }>(databaseUrl, 'SELECT clock_timestamp() AS now');
  const load = runLoad({ url: proxy, seconds: LOAD_SECONDS + 8, bookIds: ids, tokens });
  let loading = true;
  const payers = Promise.all([1, 2, 3].map(() => payWhile(() => loading, tokens, ids)));
  void load.done.then(() => (loading = false));
  await sleep(2000);
  const exitCodes: (number | null)[] = [];
  for (const i of [0, 1]) {
    const old = topology.apis[i];
    old.child.kill('SIGTERM');
    exitCodes.push(await old.exited);
    topology.apis[i] = startApi(
      `rolled-api${i + 1}`,
      apiOptions(PORTS.api[i], databaseUrl, topology.redisUrl, topology.prefix),
    );
    processes.push(topology.apis[i]);
    await waitHealthy(topology.apis[i], PORTS.api[i]);
    // nginx's fail_timeout (2 s in deploy/nginx/boipoka.conf) must pass before it sends the process traffic again.
    await sleep(3000);
  }
  const result = await load.done;
  const payments = (await payers).reduce(
    (sum, one) => ({ paid: sum.paid + one.paid, failed: sum.failed + one.failed }),
    { paid: 0, failed: 0 },
  );
  // A process answers 503 while it starts or drains (open-source nginx has no active check of /ready to avoid it),
  // and a POST sent on a kept-alive connection the draining process is closing cannot be retried (502).
  const getFailures = result.answers.filter(
    (answer) => answer.kind !== 'checkout' && answer.status >= 500 && answer.status !== 503,
  );
  const postFailures = result.answers.filter(
    (answer) => answer.kind === 'checkout' && answer.status >= 500 && answer.status !== 503,
  );
  const unavailable = result.answers.filter((answer) => answer.status === 503);
  const withoutRetryAfter = unavailable.filter((answer) => !answer.retryAfter);
  check(
    'rolling restart under load (SIGTERM, start, /ready, 3 s, next): both exit 0, no GET fails but with a 503',
    getFailures.length === 0 &&
      postFailures.length <= 50 &&
      result.errors === 0 &&
      result.timeouts === 0 &&
      exitCodes.every((code) => code === 0),
    `exit codes ${exitCodes.join(', ')}; of ${result.answers.length} answers: GETs 500/502 ${getFailures.length}, checkouts 500/502 ${postFailures.length}, 503 ${unavailable.length} (${withoutRetryAfter.length} without Retry-After: ${summarize(unavailable) || 'none'}); ${result.errors} client errors, ${result.timeouts} timeouts; ${payments.paid} payments completed, ${payments.failed} cut short`,
  );
  await checkOrdersWhole('after the rolling restart', databaseUrl, stockBefore, since);
}

/** pg_dump of the running shop, restored into a new database: one more API process on it serves the same shop. */
async function checkBackupRestore(topology: Topology, imageUrl: string) {
  const { databaseUrl } = topology;
  const dumpFile = path.join(workDir, 'shop.dump');
  // The documented command: npm run backup runs pg_dump --format=custom with DATABASE_URL.
  const dump = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', '--out', dumpFile], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (dump.status !== 0) throw new Error(`npm run backup failed: ${dump.stderr}`);
  const restoredUrl = await createScratchDatabase(ADMIN_URL, restoredName, appRole);
  const restore = spawnSync('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', restoredUrl, dumpFile], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (restore.status !== 0) throw new Error(`pg_restore failed: ${restore.stderr}`);
  const restored = startApi('restored', {
    ...apiOptions(PORTS.restored, restoredUrl, topology.redisUrl, `${topology.prefix}restored:`),
    publicUrl: `http://127.0.0.1:${PORTS.restored}`,
  });
  processes.push(restored);
  await waitHealthy(restored, PORTS.restored);
  const fingerprint = `SELECT
      (SELECT md5(string_agg(concat_ws('|', id, name, price_paisa, stock, description, image, archived_at), ',' ORDER BY id)) FROM books) AS books,
      (SELECT md5(string_agg(concat_ws('|', id, payment_status, total_amount_paisa, tran_id, book_id, user_id), ',' ORDER BY id)) FROM orders) AS orders,
      (SELECT md5(string_agg(concat_ws('|', id, order_id, rating, review), ',' ORDER BY id)) FROM reviews) AS reviews,
      (SELECT md5(string_agg(concat_ws('|', name, md5(bytes)), ',' ORDER BY name)) FROM images) AS images,
      (SELECT md5(string_agg(concat_ws('|', email, role, status), ',' ORDER BY email)) FROM users) AS roles`;
  const [live] = await query<Record<string, string>>(databaseUrl, fingerprint);
  const [copy] = await query<Record<string, string>>(restoredUrl, fingerprint);
  const sameTables = Object.keys(live).filter((key) => live[key] === copy[key]);
  // Through the API of the restored copy: the catalogue, the image bytes, an admin's role, the customer's orders.
  const restoredBase = `http://127.0.0.1:${PORTS.restored}`;
  const [listLive, listCopy] = await Promise.all(
    [proxy, restoredBase].map(async (origin) =>
      JSON.stringify(
        ((await json(await fetch(`${origin}/api/v1/books?limit=100&sort=name`))) as { data: unknown }).data,
      ),
    ),
  );
  const [imageLive, imageCopy] = await Promise.all(
    [proxy, restoredBase].map(async (origin) =>
      Buffer.from(await (await fetch(`${origin}${imageUrl}`)).arrayBuffer()).toString('base64'),
    ),
  );
  const adminToken = await tokenFor(restoredUrl, 'admin@boipoka.test');
  const adminUsers = await fetch(`${restoredBase}/api/v1/users?limit=5`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const customerToken = await tokenFor(restoredUrl, 'customer@boipoka.test');
  const [mineLive, mineCopy] = await Promise.all(
    [proxy, restoredBase].map(async (origin) =>
      JSON.stringify(
        await json(
          await fetch(`${origin}/api/v1/orders/mine`, { headers: { authorization: `Bearer ${customerToken}` } }),
        ),
      ),
    ),
  );
  check(
    'npm run backup (pg_dump) of the running shop restored into a new database serves the same books, orders, reviews, images and roles',
    sameTables.length === Object.keys(live).length &&
      listLive === listCopy &&
      imageLive.length > 0 &&
      imageLive === imageCopy &&
      adminUsers.status === 200 &&
      mineLive === mineCopy,
    `same tables: ${sameTables.join(', ')} of ${Object.keys(live).join(', ')}; catalogue ${listLive === listCopy ? 'same' : 'differs'}; image ${imageLive === imageCopy ? 'same bytes' : 'differs'}; admin list ${adminUsers.status}; customer's orders ${mineLive === mineCopy ? 'same' : 'differ'}`,
  );
  await restored.stop();
}

async function checkPostgresRestart(topology: Topology, cluster: ThrowawayPostgres) {
  const { databaseUrl } = topology;
  const tokens = await shoppers(databaseUrl);
  const ids = await bookIds(databaseUrl);
  const stockBefore = await stockSnapshot(databaseUrl);
  // The database's clock, after the snapshot: the orders made from here on are the load's.
  const [{ now: since }] = await query<{ now: Date }>(databaseUrl, 'SELECT clock_timestamp() AS now');
  const load = runLoad({ url: proxy, seconds: LOAD_SECONDS + 4, bookIds: ids, tokens });
  await sleep(3000);
  const downAt = Date.now();
  cluster.stop('fast');
  await sleep(1500);
  // What an operator's probes see during the outage: the process lives, is not ready, and still reports metrics.
  const probe = async (pathName: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${PORTS.api[1]}${pathName}`, { headers, signal: AbortSignal.timeout(3000) }).then(
      (response) => response.status,
      () => 0,
    );
  const [health, ready, metrics] = await Promise.all([
    probe('/api/v1/health'),
    probe('/api/v1/ready'),
    probe('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` }),
  ]);
  await sleep(1500);
  cluster.start();
  const backAt = Date.now();
  // A search no cache holds needs the database: the API serves again by itself (no restart) within 5 s.
  let recoveredMs = -1;
  try {
    recoveredMs = await waitFor(
      'the API after PostgreSQL came back',
      () => answers(`${proxy}/api/v1/books?search=recovered${Date.now()}`),
      10_000,
      50,
    );
  } catch {
    // reported below
  }
  const result = await load.done;
  const outage = result.answers.filter((answer) => answer.at >= downAt && answer.at < backAt);
  const errors = result.answers.filter((answer) => answer.status >= 500 && answer.status !== 503);
  const unavailable = result.answers.filter((answer) => answer.status === 503);
  const withoutRetryAfter = unavailable.filter((answer) => !answer.retryAfter);
  check(
    'PostgreSQL restarted under load: 503 with Retry-After during the outage (never 500), serving again within 5 s, no restart',
    errors.length === 0 &&
      unavailable.length > 0 &&
      withoutRetryAfter.length === 0 &&
      recoveredMs >= 0 &&
      recoveredMs <= 5000 &&
      topology.apis.every((api) => api.alive) &&
      health === 200 &&
      ready === 503 &&
      metrics === 200,
    `probes during the outage: /health ${health}, /ready ${ready}, /metrics ${metrics}; ${outage.length} answers during the ${backAt - downAt} ms outage: ${summarize(outage)}; ${errors.length} other 5xx overall, ${unavailable.length} 503s (${withoutRetryAfter.length} without Retry-After); served again ${recoveredMs} ms after PostgreSQL returned; processes alive: ${topology.apis.map((api) => api.alive).join(', ')}`,
  );
  await checkOrdersWhole('after the PostgreSQL restart', databaseUrl, stockBefore, since);
}

async function checkRedisOutage(redis: ThrowawayRedis) {
  await redis.stop();
  const started = Date.now();
  const during = await sendContacts(6, 100).catch((error: unknown) => [String(error)]);
  const took = Date.now() - started;
  const signIn = await fetch(`${proxy}/api/v1/users/someone@example.com`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(5000),
  });
  check(
    'Redis stopped: rate-limited routes keep answering (no 5xx)',
    during.every((status) => typeof status === 'number' && status < 500) && signIn.status < 500,
    `contacts: ${during.join(' ')} in ${took} ms; sign-in without a Firebase token ${signIn.status}`,
  );
  await redis.start();
  // Back to the shared budget: once the processes write their counters to Redis again, 5 of 10 are accepted.
  const client = new Redis(redis.url);
  let shared = false;
  try {
    await waitFor(
      'rate-limit counters in Redis again',
      async () => {
        await sendContacts(1, 200);
        return (await client.keys('*rate-limit*')).length > 0;
      },
      15_000,
      500,
    );
    shared = true;
  } catch {
    // reported below
  } finally {
    client.disconnect();
  }
  if (shared) await redis.stop().then(() => redis.start());
  await sleep(3000);
  if (shared) await checkSharedRateLimits('after Redis came back');
  else
    check(
      'after Redis came back: rate limits are shared again',
      false,
      'no rate-limit counter reached Redis within 15 s',
    );
}

async function main() {
  const startedAt = Date.now();
  log(
    `work folder ${workDir}; proxy on ${PORTS.proxy}, API processes on ${PORTS.api.join(', ')}, gateway on ${PORTS.gateway}`,
  );

  // Part one: the local PostgreSQL and Redis.
  await query(ADMIN_URL, `CREATE ROLE "${appRole}" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`);
  const databaseUrl = await createScratchDatabase(ADMIN_URL, dbName, appRole);
  let topology: Topology | null = null;
  try {
    topology = await bringUp('local', databaseUrl, SHARED_REDIS, redisPrefix);
    await step('the shop loads through the proxy', checkShopLoads);
    await step('a purchase completes through the proxy and the sandbox gateway', () => checkPurchase(databaseUrl));
    await step('an admin edit on one process is read through the other', () => checkCacheConsistency(databaseUrl));
    await step('rate limits are shared', () => checkSharedRateLimits('local'));
    let imageUrl = '';
    await step('an image upload through the proxy', async () => {
      imageUrl = await uploadImage(databaseUrl);
    });
    await step('one API process killed under load', () => checkKillUnderLoad(topology!));
    await step('rolling restart under load', () => checkRollingRestart(topology!));
    await step('pg_dump restored into a new database', () => checkBackupRestore(topology!, imageUrl));
  } finally {
    if (topology) await tearDown(topology);
    await dropDatabase(ADMIN_URL, dbName).catch(() => {});
    await dropDatabase(ADMIN_URL, restoredName).catch(() => {});
    await query(ADMIN_URL, `DROP ROLE IF EXISTS "${appRole}"`).catch(() => {});
    const client = new Redis(SHARED_REDIS);
    const keys = await client.keys(`${redisPrefix}*`).catch(() => []);
    if (keys.length > 0) await client.del(...keys);
    client.disconnect();
  }

  // Part two: a PostgreSQL cluster and a Redis server of our own, to restart and stop.
  const cluster = new ThrowawayPostgres(PORTS.pg);
  const redis = new ThrowawayRedis(PORTS.redis);
  try {
    cluster.init();
    cluster.start();
    await redis.start();
    topology = await bringUp('own cluster', cluster.url, redis.url, 'topology:');
    await step('PostgreSQL restarted under load', () => checkPostgresRestart(topology!, cluster));
    await step('Redis stopped', () => checkRedisOutage(redis));
  } finally {
    if (topology) await tearDown(topology);
    await redis.stop();
    cluster.destroy();
  }

  const failed = results.filter((result) => !result.ok);
  log(
    `${results.length - failed.length}/${results.length} checks passed in ${Math.round((Date.now() - startedAt) / 1000)} s`,
  );
  if (failed.length > 0) {
    for (const proc of processes) if (proc.tail(5).trim()) log(`--- ${proc.name} (last lines)\n${proc.tail(15)}`);
  }
  return failed.length === 0;
}

const ok = await main().catch((error: unknown) => {
  log(`aborted: ${error instanceof Error ? error.stack : String(error)}`);
  return false;
});
await Promise.all(processes.map((proc) => proc.stop('SIGKILL', 2000)));
await nginx.stop();
if (ok && !process.env.TOPOLOGY_KEEP) cleanWorkDir();
process.exit(ok ? 0 : 1);
