/**
 * The server as plain JavaScript, in dist-server/ with the SQL migrations beside it (packages stay in node_modules):
 * server/serve.ts as serve.mjs (production's `npm run serve`) and scripts/start.ts as start.mjs (what `npm start`
 * runs, through scripts/launch.mjs), each with its source map. Plain JavaScript instead of `node --import tsx` keeps
 * a transpiler, its worker and its source maps out of the server's memory. `npm run build` runs this after the SPA
 * build; `--if-stale` builds only when a source is newer than the bundles; `--out DIR`: the bundles in DIR instead of
 * dist-server/.
 */
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { outOfDate } from './out-of-date';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string' }, 'if-stale': { type: 'boolean' } } });
const outDir = values.out ? path.resolve(values.out) : path.join(root, 'dist-server');
const ENTRIES = { serve: 'server/serve.ts', start: 'scripts/start.ts' };
const INPUTS = ['server', 'domain', 'scripts', 'src', 'package-lock.json', 'tsconfig.json'];

const isStale = () =>
  outOfDate(
    Object.keys(ENTRIES).flatMap((name) => [`${name}.mjs`, `${name}.mjs.map`].map((file) => path.join(outDir, file))),
    INPUTS.map((input) => path.join(root, input)),
  );

/**
 * Writes `bytes` beside `file`, then renames it into place: an `npm start` reading dist-server/ at that moment (a
 * second shop started from the same checkout) sees the old file or the new one, never half of one.
 */
function replaceFile(file: string, bytes: Uint8Array) {
  mkdirSync(path.dirname(file), { recursive: true });
  const staged = `${file}.${process.pid}.tmp`;
  writeFileSync(staged, bytes);
  renameSync(staged, file);
}

if (!values['if-stale'] || isStale()) {
  const { outputFiles } = await build({
    entryPoints: Object.entries(ENTRIES).map(([name, file]) => ({ out: name, in: path.join(root, file) })),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Read only when Node runs with --enable-source-maps (NODE_OPTIONS): then stack traces name the TypeScript files.
    sourcemap: 'linked',
    logLevel: 'warning',
    write: false,
  });
  for (const output of outputFiles) replaceFile(output.path, output.contents);
  // server/db/client.ts finds its migrations beside the module that opens the database.
  const migrations = path.join(root, 'server', 'db', 'migrations');
  for (const entry of readdirSync(migrations, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())) {
    const source = path.join(entry.parentPath, entry.name);
    replaceFile(path.join(outDir, 'migrations', path.relative(migrations, source)), readFileSync(source));
  }
  console.log(`server bundles: ${path.relative(root, outDir)}/{${Object.keys(ENTRIES).join(',')}}.mjs`);
}
