import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_COUNT_CAP } from '../domain/limits';

export interface Config {
  production: boolean;
  host: string;
  port: number;
  /**
   * Where browsers and the gateway reach the server (PUBLIC_URL; required in production): the payment callbacks, the
   * IPN and the gateway's return pages are built on it, never on a request's Host header. In development, the address
   * the server listens on (http://localhost:PORT for a loopback or unspecified HOST).
   */
  publicUrl: string;
  /** Whether PUBLIC_URL set `publicUrl` (otherwise pages name themselves by the address the browser asked for). */
  publicUrlFromEnv: boolean;
  dataDir: string;
  /** PostgreSQL when set; PGlite in `${dataDir}/pglite` otherwise. */
  databaseUrl: string | null;
  /** Connections this process opens to PostgreSQL at most (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /**
   * PostgreSQL cancels a statement of the API running longer than this (DATABASE_STATEMENT_TIMEOUT_MS, default 5000).
   */
  databaseStatementTimeoutMs: number;
  /** A catalogue search counts at most this many matches (SEARCH_COUNT_CAP); more are reported as capped. */
  searchCountCap: number;
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    /** host:port of the Auth emulator; null with a real Firebase project. */
    emulatorHost: string | null;
  };
  superadminEmail: string;
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  corsOrigins: string[];
  logLevel: string;
  /** Serve the built SPA from this folder when it exists. */
  spaDir: string;
  uploadsDir: string;
  /** POST /contacts accepted per client IP per minute (CONTACT_RATE_LIMIT). */
  contactRateLimit: number;
  /** HTML pages (the SPA fallback, drawn or not) per client IP per minute (PAGE_RATE_LIMIT). */
  pageRateLimit: number;
  /**
   * The catalogue cache answers public catalogue reads from memory (CATALOGUE_CACHE=off turns it off for benchmarks).
   */
  catalogueCache: boolean;
  /**
   * Which proxies in front of the server are trusted for the client address (TRUST_PROXY): false = none (the
   * socket address is the client; X-Forwarded-For is ignored), a hop count, or a list of proxy addresses/CIDRs.
   */
  trustProxy: false | number | string[];
  /** Redis for shared rate-limit counters (REDIS_URL); null keeps them in this process's memory. */
  redisUrl: string | null;
  /** Prefix of every Redis key this server writes (REDIS_KEY_PREFIX). */
  redisKeyPrefix: string;
  /** Images one account may upload per hour (UPLOADS_PER_HOUR). */
  uploadsPerHour: number;
  payments: PaymentsConfig;
  /**
   * Prometheus metrics: on their own port (METRICS_PORT, on METRICS_HOST, default 127.0.0.1), and/or at /metrics behind
   * `Authorization: Bearer METRICS_TOKEN`; neither set, not served.
   */
  metrics: { port: number | null; host: string; token: string | null };
  mail: MailConfig;
}

/** The outbox worker's SMTP server (docs/mail.md). */
export interface MailConfig {
  /** smtp://user:pass@host:port or smtps://…; null → no worker runs and mails wait in the outbox. Never logged. */
  smtpUrl: string | null;
  /** The From header (MAIL_FROM). */
  from: string;
  /** How often each API process looks for due mails (MAIL_POLL_MS). */
  pollMs: number;
}

/** SSLCommerz (SSLCOMMERZ_*). Never logged: `storePassword` is a secret. */
export interface PaymentsConfig {
  /** True when no store id is configured: the local sandbox gateway is mounted and used. */
  localSandbox: boolean;
  storeId: string;
  storePassword: string;
  /** The gateway base (no trailing slash); null with the local sandbox (its base is this server's own origin). */
  apiUrl: string | null;
  reservationMinutes: number;
}

export const SSLCOMMERZ_SANDBOX_URL = 'https://sandbox.sslcommerz.com';
export const SSLCOMMERZ_LIVE_URL = 'https://securepay.sslcommerz.com';
export const LOCAL_SANDBOX_PREFIX = '/sandbox/sslcommerz';

function paymentsConfig(env: Env, production: boolean, jwtSecret: string): PaymentsConfig {
  const storeId = env.SSLCOMMERZ_STORE_ID || '';
  const reservationMinutes = positiveInt(env, 'PAYMENT_RESERVATION_MINUTES', 30);
  if (!storeId) {
    if (production)
      throw new ConfigError(
        'SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD must be set in production (the local sandbox gateway takes no money).',
      );
    if (env.SSLCOMMERZ_API_URL)
      throw new ConfigError('SSLCOMMERZ_API_URL needs SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD.');
    // Derived from the JWT secret so every API process on one database shares the local sandbox's store.
    const storePassword = createHmac('sha256', jwtSecret)
      .update('boipoka-local-sslcommerz-sandbox')
      .digest('base64url')
      .slice(0, 24);
    return { localSandbox: true, storeId: 'boipokalocal', storePassword, apiUrl: null, reservationMinutes };
  }
  const storePassword = env.SSLCOMMERZ_STORE_PASSWORD || '';
  if (!storePassword) throw new ConfigError('SSLCOMMERZ_STORE_PASSWORD must be set with SSLCOMMERZ_STORE_ID.');
  const live = ['1', 'true', 'yes'].includes((env.SSLCOMMERZ_LIVE || '').toLowerCase());
  const apiUrl = (env.SSLCOMMERZ_API_URL || (live ? SSLCOMMERZ_LIVE_URL : SSLCOMMERZ_SANDBOX_URL)).replace(/\/$/, '');
  if (!/^https?:\/\//.test(apiUrl)) throw new ConfigError(`SSLCOMMERZ_API_URL must be an http(s) URL, got "${apiUrl}"`);
  return { localSandbox: false, storeId, storePassword, apiUrl, reservationMinutes };
}

export class ConfigError extends Error {}

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::']);

function publicUrlOf(env: Env, production: boolean, host: string, port: number): string {
  if (env.PUBLIC_URL) {
    if (!/^https?:\/\/[^/\s]+/.test(env.PUBLIC_URL))
      throw new ConfigError(`PUBLIC_URL must be an http(s) origin, got "${env.PUBLIC_URL}"`);
    return env.PUBLIC_URL.replace(/\/$/, '');
  }
  if (production) {
    throw new ConfigError(
      'PUBLIC_URL must be set in production (e.g. https://shop.example.com): payment callbacks are built on it.',
    );
  }
  return `http://${LOOPBACK_OR_ANY.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${port}`;
}

function metricsConfig(env: Env): Config['metrics'] {
  const token = env.METRICS_TOKEN || null;
  if (token && token.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters.');
  return {
    port: env.METRICS_PORT ? positiveInt(env, 'METRICS_PORT', 0) : null,
    host: env.METRICS_HOST || '127.0.0.1',
    token,
  };
}

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new ConfigError(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** TRUST_PROXY: unset/empty/false = trust none; a number = that many hops; otherwise a comma list of addresses. */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would trust any X-Forwarded-For a client sends; give the hop count or the proxy addresses.',
    );
  }
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (
    list.some(
      (entry) =>
        !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry),
    )
  ) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma list of proxy addresses (CIDR allowed), got "${raw}"`,
    );
  }
  return list;
}

export const DEFAULT_POOL_MAX = 10;

/** Dev secrets are generated once into the data folder, never committed. */
function devSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret?: string };
    if (saved.jwtSecret) return saved.jwtSecret;
  }
  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = randomBytes(32).toString('base64url');
  writeFileSync(file, JSON.stringify({ jwtSecret }, null, 2), { mode: 0o600 });
  return jwtSecret;
}

/** Where the data lives: the part of the config that scripts (seeding, benchmarks) need without Firebase. */
export function storageConfig(
  env: Env = process.env,
): Pick<Config, 'dataDir' | 'databaseUrl' | 'databasePoolMax' | 'uploadsDir'> {
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databasePoolMax: positiveInt(env, 'DATABASE_POOL_MAX', DEFAULT_POOL_MAX),
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(dataDir, 'uploads')),
  };
}

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = positiveInt(env, 'PORT', 3000);
  const host = env.HOST || '127.0.0.1';
  const { dataDir, databaseUrl, databasePoolMax, uploadsDir } = storageConfig(env);
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || null;
  const projectId = env.FIREBASE_PROJECT_ID || 'demo-boipoka';

  if (production && emulatorHost) {
    throw new ConfigError(
      'Refusing to start: NODE_ENV=production with FIREBASE_AUTH_EMULATOR_HOST set. Emulator tokens are unsigned; unset it and configure a Firebase project.',
    );
  }
  if (!emulatorHost && projectId.startsWith('demo-')) {
    throw new ConfigError(
      `FIREBASE_PROJECT_ID "${projectId}" is a demo project; it only works with the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST).`,
    );
  }
  if (production && !env.JWT_SECRET) throw new ConfigError('JWT_SECRET must be set in production.');
  const jwtSecret = env.JWT_SECRET || devSecret(dataDir);
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters.');

  return {
    production,
    host,
    port,
    publicUrl: publicUrlOf(env, production, host, port),
    publicUrlFromEnv: Boolean(env.PUBLIC_URL),
    dataDir,
    databaseUrl,
    databasePoolMax,
    databaseStatementTimeoutMs: positiveInt(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 5000),
    searchCountCap: positiveInt(env, 'SEARCH_COUNT_CAP', SEARCH_COUNT_CAP),
    firebase: {
      projectId,
      apiKey: env.FIREBASE_API_KEY || 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      emulatorHost,
    },
    superadminEmail: (env.SUPERADMIN_EMAIL || 'superadmin@boipoka.test').toLowerCase(),
    jwtSecret: new TextEncoder().encode(jwtSecret),
    accessTokenTtlSeconds: positiveInt(env, 'ACCESS_TOKEN_TTL', 15 * 60),
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    spaDir: path.resolve(env.SPA_DIR || 'dist'),
    uploadsDir,
    contactRateLimit: positiveInt(env, 'CONTACT_RATE_LIMIT', 5),
    pageRateLimit: positiveInt(env, 'PAGE_RATE_LIMIT', 300),
    catalogueCache: env.CATALOGUE_CACHE !== 'off',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'boipoka:',
    uploadsPerHour: positiveInt(env, 'UPLOADS_PER_HOUR', 30),
    payments: paymentsConfig(env, production, jwtSecret),
    metrics: metricsConfig(env),
    mail: {
      smtpUrl: env.SMTP_URL || null,
      from: env.MAIL_FROM || 'Boipoka <no-reply@boipoka.test>',
      pollMs: positiveInt(env, 'MAIL_POLL_MS', 2000),
    },
  };
}
