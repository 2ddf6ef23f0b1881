/**
 * `npm start`: build the SPA if stale (its own dist/; an SPA_DIR given is served as it is), start the Firebase Auth
 * emulator (unless a Firebase project is configured), open and migrate the database, seed demo data on the first run,
 * and serve shop + API on PORT.
 * `npm run dev`: the same API plus Vite's dev server with hot reload on 5173, proxying /api.
 * Ctrl-C / SIGTERM stop everything this started.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, ConfigError } from '../server/config';
import { DatabaseLockedError, lockHolder, lockedMessage } from '../server/db/client';
import { restoreFolder } from '../server/db/pglite-backup';
import { demoAccounts } from '../server/db/demo-accounts';
import { startServer, type RunningServer } from '../server/main';
import { buildSpa, spaIsStale } from './build-spa';
import { EMULATOR_PROJECT, startAuthEmulator, type AuthEmulator } from './emulator';
import { startMailCatcher, type MailCatcher } from './mail-catcher';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
/** `npm start -- --restore FILE`: replace the embedded database with a dump of `npm run backup` first. */
function restoreArg(): string | null {
  const args = process.argv.slice(2);
  const inline = args.find((arg) => arg.startsWith('--restore='));
  const index = args.indexOf('--restore');
  const file = inline ? inline.slice('--restore='.length) : index >= 0 ? args[index + 1] : undefined;
  if (file === undefined) return null;
  if (!file || file.startsWith('--'))
    throw new ConfigError('--restore needs the file a backup wrote: npm start -- --restore backups/boipoka-….tar.gz');
  // npm runs scripts in the package folder; the file is named relative to where the command was typed.
  return path.resolve(process.env.INIT_CWD || process.cwd(), file);
}

function say(message: string) {
  process.stdout.write(`[boipoka] ${message}\n`);
}

async function main() {
  process.chdir(root);
  const env = process.env;
  const useEmulator =
    !env.FIREBASE_AUTH_EMULATOR_HOST && (!env.FIREBASE_PROJECT_ID || env.FIREBASE_PROJECT_ID.startsWith('demo-'));
  const dataDir = path.resolve(env.DATA_DIR || 'data');

  const stoppers: Array<() => Promise<void>> = [];
  let stopping: Promise<void> | null = null;
  const stopAll = (exitCode: number) => {
    stopping ??= (async () => {
      for (const stop of stoppers.reverse())
        await stop().catch((error) => say(`while stopping: ${(error as Error).message}`));
      process.exit(exitCode);
    })();
    return stopping;
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      say(`${signal}: stopping…`);
      void stopAll(0);
    });
  }
  // `kill <npm pid>` ends npm and its shell without passing the signal on: when we are orphaned, stop too.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) {
      say('the launching process exited: stopping…');
      void stopAll(0);
    }
  }, 500).unref();

  try {
    const restoreFrom = restoreArg();
    if (restoreFrom) {
      if (env.DATABASE_URL)
        throw new ConfigError(
          '--restore brings back the embedded database; restore PostgreSQL with pg_restore (docs/operations.md).',
        );
      if (!existsSync(restoreFrom)) throw new ConfigError(`--restore: ${restoreFrom} does not exist`);
      const kept = await restoreFolder(path.join(dataDir, 'pglite'), restoreFrom);
      say(`restored the database from ${restoreFrom}${kept ? `; the one it replaced is kept in ${kept}` : ''}`);
    }
    if (!dev && !env.SPA_DIR && spaIsStale(root, path.join(root, 'dist'))) {
      say('building the shop (vite build)…');
      const started = Date.now();
      await buildSpa(root);
      say(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }

    let emulator: AuthEmulator | null = null;
    if (useEmulator) {
      env.FIREBASE_PROJECT_ID = EMULATOR_PROJECT;
      // A second server on the same data folder must fail on the lock, not on the emulator's port: check first.
      if (!env.DATABASE_URL) assertDataFolderFree(dataDir);
      say('starting the Firebase Auth emulator…');
      emulator = await startAuthEmulator({
        port: Number(env.FIREBASE_EMULATOR_PORT || 9099),
        stateDir: path.join(dataDir, 'auth-emulator'),
        workDir: path.join(dataDir, '.firebase'),
        logFile: path.join(dataDir, 'auth-emulator.log'),
      });
      stoppers.push(emulator.stop);
      env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    }

    let mailCatcher: MailCatcher | null = null;
    if (!env.SMTP_URL) {
      say('starting the local mail catcher (maildev)…');
      mailCatcher = await startMailCatcher({
        smtpPort: Number(env.MAIL_SMTP_PORT || 1025),
        uiPort: Number(env.MAIL_UI_PORT || 1080),
        mailDir: path.join(dataDir, 'mail'),
        logFile: path.join(dataDir, 'maildev.log'),
      });
      stoppers.push(mailCatcher.stop);
      env.SMTP_URL = mailCatcher.smtpUrl;
    }

    let seededHere = false;
    if (!env.DATABASE_URL && !existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
      say('creating the database and the demo data…');
      await runScript('scripts/prepare-database.ts');
      seededHere = true;
    }

    const server: RunningServer = await startServer(loadConfig(env));
    if (seededHere) server.seeded = true;
    stoppers.push(server.stop);

    let url = server.url;
    if (dev) {
      const { createServer } = await import('vite');
      const vite = await createServer({ root, configFile: path.join(root, 'vite.config.ts') });
      await vite.listen();
      stoppers.push(() => vite.close());
      url = 'http://localhost:5173';
    }
    printBanner(server, url, emulator, mailCatcher);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseLockedError) say(`error: ${error.message}`);
    else say(`failed to start: ${(error as Error).stack ?? error}`);
    await stopAll(1);
  }
}

/** Runs a TypeScript script of this project in a child process (same environment) and waits for it to succeed. */
function runScript(script: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} failed with exit code ${code}`)),
    );
  });
}

function assertDataFolderFree(dataDir: string) {
  const dir = path.join(dataDir, 'pglite');
  const holder = lockHolder(dir);
  if (holder) throw new DatabaseLockedError(lockedMessage(dir, holder));
}

function printBanner(
  server: RunningServer,
  url: string,
  emulator: AuthEmulator | null,
  mailCatcher: MailCatcher | null,
) {
  const lines = [
    '',
    `  Boipoka is running: ${url}`,
    `  API: ${server.url}/api/v1   OpenAPI: ${server.url}/api/docs`,
    `  Database: ${server.config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(server.config.dataDir, 'pglite')}`}${server.seeded ? ' — demo data seeded' : ''}`,
    `  Sign-in: ${emulator ? `Firebase Auth emulator on ${emulator.host} (project ${EMULATOR_PROJECT})` : `Firebase project ${server.config.firebase.projectId}`}`,
    `  Mail: ${mailCatcher ? `every mail the shop sends is caught here: ${mailCatcher.uiUrl} (maildev; SMTP on ${mailCatcher.smtpUrl.replace('smtp://', '')})` : 'sent through SMTP_URL'}`,
  ];
  if (emulator) {
    lines.push('', '  Demo accounts:');
    for (const account of demoAccounts(server.config.superadminEmail)) {
      lines.push(`    ${account.role.padEnd(10)} ${account.email.padEnd(28)} ${account.password}`);
    }
  }
  lines.push('', '  Press Ctrl-C to stop.', '');
  process.stdout.write(lines.join('\n') + '\n');
}

void main();
