/**
 * `npm start` and `npm run dev`: bring dist-server/ up to date (scripts/build-server.ts, in a child process that then
 * exits), then run scripts/start.ts from it as plain JavaScript, as production runs server/serve.ts.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const built = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'scripts', 'build-server.ts'), '--if-stale'],
  { cwd: root, stdio: 'inherit' },
);
if (built.status !== 0) process.exit(built.status ?? 1);
await import(pathToFileURL(path.join(root, 'dist-server', 'start.mjs')).href);
