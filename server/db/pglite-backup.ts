/**
 * Backups of the embedded database (PGlite). PGlite runs inside the server's process and the server holds the data
 * folder's lock, so while the shop runs no other process may open the folder: `npm run backup` writes a request file
 * naming where the dump goes and sends the server SIGUSR2; the server dumps its own database there. A signal rather
 * than an HTTP endpoint: only the account running the shop (or root) can send it, nothing new listens on the
 * network, and it needs no token. `npm start -- --restore FILE` brings a dump back.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DatabaseLockedError, acquireLock, dumpPglite, lockHolder, lockedMessage, type Database } from './client';

export const BACKUP_SIGNAL = 'SIGUSR2';

export const backupRequestFile = (dataDir: string) => path.join(dataDir, 'backup-request.json');

/** Writes the dump beside its target first, so a reader never sees half a file under the final name. */
export async function writeDump(dump: Blob, target: string) {
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(`${target}.partial`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${target}.partial`, target);
}

/**
 * The running server's side: on SIGUSR2, dump the database to the file the request names (or `<target>.error`
 * with the reason). Returns the function that stops listening.
 */
export function answerBackupRequests(
  database: Database,
  dataDir: string,
  log: { info(msg: string): void; error(msg: string): void },
): () => void {
  const dump = database.dumpDataDir;
  if (!dump) return () => {};
  let running: Promise<void> = Promise.resolve();
  const answer = async () => {
    const file = backupRequestFile(dataDir);
    let target: string;
    try {
      target = (JSON.parse(readFileSync(file, 'utf8')) as { file: string }).file;
      rmSync(file, { force: true });
      if (typeof target !== 'string' || !path.isAbsolute(target)) throw new Error('the request names no absolute file');
    } catch (error) {
      log.error(`backup: ${BACKUP_SIGNAL} without a valid ${file}: ${(error as Error).message}`);
      return;
    }
    try {
      await writeDump(await dump(), target);
      log.info(`backup: wrote ${target}`);
    } catch (error) {
      log.error(`backup failed: ${(error as Error).message}`);
      writeFileSync(`${target}.error`, (error as Error).message);
    }
  };
  // One dump at a time: a second signal waits for the first.
  const onSignal = () => {
    running = running.then(answer);
  };
  process.on(BACKUP_SIGNAL, onSignal);
  return () => process.off(BACKUP_SIGNAL, onSignal);
}

/** A dump of a PGlite folder no server has open (holding its lock meanwhile). */
export async function dumpClosedFolder(dir: string, target: string) {
  const release = acquireLock(dir);
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm } });
    try {
      await writeDump(await dumpPglite(client), target);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Replaces the PGlite folder `dir` with the dump in `file`; the folder it replaces is kept beside it as
 * `<dir>.before-restore-<time>` (returned). Refuses while a server has the folder open.
 */
export async function restoreFolder(dir: string, file: string, now = new Date()): Promise<string | null> {
  const holder = lockHolder(dir);
  if (holder) throw new DatabaseLockedError(lockedMessage(dir, holder));
  const dump = new Blob([readFileSync(file)]);
  let kept: string | null = null;
  if (existsSync(dir)) {
    kept = `${dir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, kept);
  }
  const release = acquireLock(dir);
  try {
    const client = await PGlite.create(dir, { loadDataDir: dump, extensions: { pg_trgm } });
    await client.query('SELECT 1');
    await client.close();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    if (kept) renameSync(kept, dir);
    throw error;
  } finally {
    release();
  }
  return kept;
}
