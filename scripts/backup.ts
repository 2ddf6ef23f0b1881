/**
 * npm run backup [-- --out FILE]: a backup of the shop's database while it runs.
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom` into FILE (restore with pg_restore, docs/operations.md).
 * - PGlite (the default): a gzip'd tarball of the data folder. When a server has the folder open, it is asked to
 *   write the dump itself (a request file and SIGUSR2, see server/db/pglite-backup.ts); otherwise the folder is
 *   opened here. `npm start -- --restore FILE` brings it back.
 * FILE defaults to backups/boipoka-<time>.tar.gz (or .dump for PostgreSQL) in the current folder.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { storageConfig } from '../server/config';
import { lockHolder } from '../server/db/client';
import { BACKUP_SIGNAL, backupRequestFile, dumpClosedFolder } from '../server/db/pglite-backup';

const WAIT_MS = 120_000;

function outArg(postgres: boolean): string {
  const args = process.argv.slice(2);
  const inline = args.find((arg) => arg.startsWith('--out='));
  const index = args.indexOf('--out');
  const given = inline ? inline.slice('--out='.length) : index >= 0 ? args[index + 1] : undefined;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return path.resolve(given || path.join('backups', `boipoka-${stamp}.${postgres ? 'dump' : 'tar.gz'}`));
}

async function main() {
  const { dataDir, databaseUrl } = storageConfig();
  const target = outArg(Boolean(databaseUrl));
  if (existsSync(target)) throw new Error(`${target} exists already`);

  if (databaseUrl) {
    const result = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--file', target, databaseUrl], {
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('pg_dump failed');
  } else {
    const dir = path.join(dataDir, 'pglite');
    if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`no PGlite database in ${dir}`);
    const holder = lockHolder(dir);
    if (holder) {
      rmSync(`${target}.error`, { force: true });
      writeFileSync(backupRequestFile(dataDir), JSON.stringify({ file: target }), { mode: 0o600 });
      process.kill(holder, BACKUP_SIGNAL);
      const started = Date.now();
      while (!existsSync(target)) {
        if (existsSync(`${target}.error`))
          throw new Error(
            `the server (pid ${holder}) could not write the backup: ${readFileSync(`${target}.error`, 'utf8')}`,
          );
        if (Date.now() - started > WAIT_MS)
          throw new Error(`the server (pid ${holder}) wrote no backup within ${WAIT_MS / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } else {
      await dumpClosedFolder(dir, target);
    }
  }
  process.stdout.write(`backup: ${target} (${(statSync(target).size / 1024).toFixed(0)} kB)\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`backup: ${(error as Error).message}\n`);
  process.exit(1);
});
