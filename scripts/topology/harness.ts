/**
 * Pieces of the production topology for `npm run test:topology`: API processes as `npm run serve` runs them, the
 * local sandbox gateway in a process of its own (the API processes talk to it as to SSLCommerz), nginx from
 * deploy/nginx/boipoka.conf, a throwaway PostgreSQL cluster and Redis server. Everything listens on 127.0.0.1.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SERVE = path.join(ROOT, 'dist-server', 'serve.mjs');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function log(message: string) {
  process.stdout.write(`[topology ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/** Polls `check` every `everyMs` until it returns true or `timeoutMs` passes; returns the elapsed ms or throws. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 100,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await sleep(everyMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

export async function answers(url: string, status = 200): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.arrayBuffer();
  return response.status === status;
}

export const workDir = mkdtempSync(path.join(tmpdir(), 'boipoka-topology-'));
chmodSync(workDir, 0o755);

/** A child process whose output goes to a file in the work folder (printed when a check fails). */
export class Proc {
  readonly child: ChildProcess;
  readonly logFile: string;
  exited: Promise<number | null>;
  constructor(
    readonly name: string,
    command: string,
    args: string[],
    env: NodeJS.ProcessEnv,
    options: { uid?: number; gid?: number } = {},
  ) {
    this.logFile = path.join(workDir, `${name}.log`);
    const fd = openSync(this.logFile, 'a');
    this.child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', fd, fd], ...options });
    closeSync(fd);
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }
  get alive() {
    return this.child.exitCode === null && this.child.signalCode === null;
  }
  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 10_000) {
    if (!this.alive) return;
    this.child.kill(signal);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    await this.exited;
    clearTimeout(timer);
  }
  tail(lines = 30): string {
    if (!existsSync(this.logFile)) return '';
    return readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n');
  }
}

export const JWT_SECRET = randomBytes(32).toString('base64url');
export const METRICS_TOKEN = randomBytes(24).toString('base64url');
/** The local sandbox gateway's store password, as server/config.ts derives it from the gateway's JWT secret. */
export const SANDBOX_PASSWORD = createHmac('sha256', JWT_SECRET)
  .update('boipoka-local-sslcommerz-sandbox')
  .digest('base64url')
  .slice(0, 24);

export interface ApiOptions {
  port: number;
  databaseUrl: string;
  redisUrl: string;
  redisKeyPrefix: string;
  publicUrl: string;
  gatewayUrl: string;
  uploadsDir: string;
}

/** One API process exactly as production runs it (deploy/systemd/boipoka@.service): NODE_ENV=production. */
export function startApi(name: string, options: ApiOptions): Proc {
  return new Proc(name, process.execPath, [SERVE], {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_URL: options.publicUrl,
    TRUST_PROXY: '1',
    DATABASE_URL: options.databaseUrl,
    DATABASE_POOL_MAX: '8',
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: options.redisKeyPrefix,
    JWT_SECRET,
    FIREBASE_PROJECT_ID: 'boipoka-topology',
    SSLCOMMERZ_STORE_ID: 'boipokalocal',
    SSLCOMMERZ_STORE_PASSWORD: SANDBOX_PASSWORD,
    SSLCOMMERZ_API_URL: options.gatewayUrl,
    CONTACT_RATE_LIMIT: '5',
    METRICS_TOKEN,
    UPLOADS_DIR: options.uploadsDir,
    SPA_DIR: path.join(ROOT, 'dist'),
    DATA_DIR: path.join(workDir, `data-${name}`),
    LOG_LEVEL: 'warn',
  });
}

/**
 * The local sandbox gateway: the same bundle without NODE_ENV=production and without a store, so it mounts the
 * sandbox at /sandbox/sslcommerz; the API processes reach it through SSLCOMMERZ_API_URL as they would SSLCommerz.
 */
export function startGateway(options: Omit<ApiOptions, 'gatewayUrl' | 'publicUrl'>): Proc {
  return new Proc('gateway', process.execPath, [SERVE], {
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    DATABASE_URL: options.databaseUrl,
    DATABASE_POOL_MAX: '4',
    JWT_SECRET,
    FIREBASE_PROJECT_ID: 'boipoka-topology',
    UPLOADS_DIR: options.uploadsDir,
    DATA_DIR: path.join(workDir, 'data-gateway'),
    LOG_LEVEL: 'warn',
  });
}

export const gatewayUrlOf = (port: number) => `http://127.0.0.1:${port}/sandbox/sslcommerz`;

/** Waits until the process is ready for traffic, /api/v1/ready (and fails early when it exits). */
export async function waitHealthy(proc: Proc, port: number, timeoutMs = 60_000) {
  try {
    return await waitFor(
      `${proc.name} on ${port}`,
      async () => {
        if (!proc.alive) throw new Error(`${proc.name} exited with ${proc.child.exitCode}:\n${proc.tail()}`);
        return answers(`http://127.0.0.1:${port}/api/v1/ready`);
      },
      timeoutMs,
      200,
    );
  } catch (error) {
    if (!proc.alive) throw new Error(`${proc.name} exited with ${proc.child.exitCode}:\n${proc.tail()}`);
    throw error;
  }
}

/** Installs Debian's nginx when missing (CI); the sandbox's package policy keeps the system service from starting. */
export function ensureNginx(): string {
  const binary = '/usr/sbin/nginx';
  if (existsSync(binary)) return binary;
  log("installing Debian's nginx");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env, timeout: 180_000 });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env, timeout: 300_000 });
  if (result.status !== 0 || !existsSync(binary)) throw new Error('apt-get install nginx failed');
  return binary;
}

/**
 * nginx running deploy/nginx/boipoka.conf with its `listen` and upstream `server` lines pointed at our ports; a
 * main configuration of our own around it (pid, logs and temp files in the work folder, in the foreground).
 */
export class Nginx {
  private proc: Proc | null = null;
  private readonly dir = path.join(workDir, 'nginx');
  /**
   * `tlsPort`: also listen there with TLS and HTTP/2, as docs/operations.md tells an operator to add, on a
   * throwaway self-signed certificate for localhost (made by the openssl command).
   */
  constructor(
    readonly port: number,
    readonly tlsPort?: number,
  ) {
    mkdirSync(this.dir, { recursive: true });
    chmodSync(this.dir, 0o777);
  }
  configure(upstreamPorts: number[]) {
    const site = readFileSync(path.join(ROOT, 'deploy', 'nginx', 'boipoka.conf'), 'utf8');
    const serverLine = /^(\s*)server 127\.0\.0\.1:\d+( [^;]*);\n/m;
    const match = serverLine.exec(site);
    if (!match) throw new Error('deploy/nginx/boipoka.conf: no upstream server line');
    const servers = upstreamPorts.map((port) => `${match[1]}server 127.0.0.1:${port}${match[2]};\n`).join('');
    const rewritten = site
      .replace(new RegExp(`(${serverLine.source})+`, 'm'), servers)
      .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${this.port};`);
    if (!rewritten.includes(`listen 127.0.0.1:${this.port};`))
      throw new Error('deploy/nginx/boipoka.conf: no `listen 80;` line');
    writeFileSync(
      path.join(this.dir, 'boipoka.conf'),
      this.tlsPort ? this.withTls(rewritten, this.tlsPort) : rewritten,
    );
    const temp = (name: string) => path.join(this.dir, name);
    writeFileSync(
      path.join(this.dir, 'nginx.conf'),
      [
        'worker_processes 1;',
        `pid ${temp('nginx.pid')};`,
        `error_log ${temp('error.log')} warn;`,
        'events { worker_connections 1024; }',
        'http {',
        '  access_log off;',
        `  client_body_temp_path ${temp('body')};`,
        `  proxy_temp_path ${temp('proxy')};`,
        `  fastcgi_temp_path ${temp('fastcgi')};`,
        `  uwsgi_temp_path ${temp('uwsgi')};`,
        `  scgi_temp_path ${temp('scgi')};`,
        `  include ${temp('boipoka.conf')};`,
        '}',
        '',
      ].join('\n'),
    );
  }
  private withTls(site: string, tlsPort: number): string {
    const key = path.join(this.dir, 'localhost.key');
    const certificate = path.join(this.dir, 'localhost.crt');
    const made = spawnSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'],
        ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
        ...['-keyout', key, '-out', certificate],
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
    const plain = `listen 127.0.0.1:${this.port};`;
    return site.replace(
      plain,
      `${plain}\n    listen 127.0.0.1:${tlsPort} ssl http2;\n    ssl_certificate ${certificate};\n    ssl_certificate_key ${key};`,
    );
  }
  async start(upstreamPorts: number[]) {
    const binary = ensureNginx();
    this.configure(upstreamPorts);
    const args = [
      '-p',
      this.dir,
      '-c',
      path.join(this.dir, 'nginx.conf'),
      '-e',
      path.join(this.dir, 'error.log'),
      '-g',
      'daemon off;',
    ];
    const test = spawnSync(binary, ['-t', ...args.slice(0, 6)], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
    this.proc = new Proc('nginx', binary, args, { PATH: process.env.PATH });
    await waitFor(
      'nginx',
      async () => {
        if (!this.proc!.alive) throw new Error(`nginx exited:\n${this.proc!.tail()}`);
        const response = await fetch(`http://127.0.0.1:${this.port}/`, { signal: AbortSignal.timeout(2000) });
        await response.arrayBuffer();
        return true;
      },
      10_000,
    );
  }
  async stop() {
    await this.proc?.stop('SIGQUIT');
    this.proc = null;
  }
  get url() {
    return `http://127.0.0.1:${this.port}`;
  }
  /** The TLS address (a name the certificate holds). */
  get tlsUrl() {
    return `https://localhost:${this.tlsPort}`;
  }
}

/**
 * A scratch database on the shared PostgreSQL, dropped at the end; with `owner`, owned by that role and the URL
 * connects as it (the rights docs/operations.md gives the application's role).
 */
export async function createScratchDatabase(adminUrl: string, name: string, owner?: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"${owner ? ` OWNER "${owner}"` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (owner) url.username = owner;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export async function query<T extends pg.QueryResultRow = Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL cluster of our own (initdb + pg_ctl in the work folder, run as the postgres user when we are root),
 * so that restarting it under load touches nobody else's database.
 */
export class ThrowawayPostgres {
  private readonly dataDir = path.join(workDir, 'pgdata');
  private readonly socketDir = path.join(workDir, 'pgsocket');
  private readonly owner = process.getuid?.() === 0 ? 'postgres' : null;
  constructor(readonly port: number) {}
  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }
  private run(binary: string, args: string[], timeoutMs = 60_000) {
    const [command, fullArgs] = this.owner
      ? ['runuser', ['-u', this.owner, '--', path.join(PG_BIN, binary), ...args]]
      : [path.join(PG_BIN, binary), args];
    const result = spawnSync(command, fullArgs, { encoding: 'utf8', timeout: timeoutMs });
    if (result.status !== 0) throw new Error(`${binary} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  init() {
    for (const dir of [this.dataDir, this.socketDir]) {
      mkdirSync(dir, { recursive: true });
      if (this.owner) spawnSync('chown', [this.owner, dir]);
    }
    this.run('initdb', ['-D', this.dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  }
  start() {
    const options = `-p ${this.port} -k ${this.socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
    this.run('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.socketDir, 'postgres.log'),
      '-o',
      options,
      '-w',
      '-t',
      '30',
      'start',
    ]);
  }
  stop(mode: 'fast' | 'immediate' = 'fast') {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
  }
  destroy() {
    try {
      this.stop('immediate');
    } catch {
      // not running
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** A Redis server of our own (no persistence), to stop and start again. */
export class ThrowawayRedis {
  private proc: Proc | null = null;
  constructor(readonly port: number) {}
  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }
  async start() {
    this.proc = new Proc(
      `redis-${this.port}`,
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { PATH: process.env.PATH },
    );
    await waitFor(
      'redis',
      async () => {
        const result = spawnSync('redis-cli', ['-p', String(this.port), 'ping'], { encoding: 'utf8', timeout: 2000 });
        return result.stdout.trim() === 'PONG';
      },
      10_000,
    );
  }
  async stop() {
    await this.proc?.stop('SIGKILL');
    this.proc = null;
  }
}

export function cleanWorkDir() {
  rmSync(workDir, { recursive: true, force: true });
}
