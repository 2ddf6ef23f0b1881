/**
 * The server as plain JavaScript, in dist-server/ with the SQL migrations beside it (packages stay in node_modules):
 * server/serve.ts as serve.mjs (production's `npm run serve`) and scripts/start.ts as start.mjs (what `npm start`
 * runs, through scripts/launch.mjs). Plain JavaScript instead of `node --import tsx` keeps a transpiler, its worker
 * and source maps out of the server's memory. `npm run build` runs this after the SPA build; `--if-stale` builds only
 * when a source is newer than the bundles; `--out DIR`: the bundles in DIR instead of dist-server/.
 */
import { cpSync, existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { newestMtime } from './build-spa';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string' }, 'if-stale': { type: 'boolean' } } });
const outDir = values.out ? path.resolve(values.out) : path.join(root, 'dist-server');
const ENTRIES = { serve: 'server/serve.ts', start: 'scripts/start.ts' };
const INPUTS = ['server', 'domain', 'scripts', 'src', 'package-lock.json', 'tsconfig.json'];

function isStale(): boolean {
  const outputs = Object.keys(ENTRIES).map((name) => path.join(outDir, `${name}.mjs`));
  if (outputs.some((file) => !existsSync(file))) return true;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

if (!values['if-stale'] || isStale()) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: Object.entries(ENTRIES).map(([name, file]) => ({ out: name, in: path.join(root, file) })),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  // server/db/client.ts finds its migrations beside the module that opens the database.
  cpSync(path.join(root, 'server', 'db', 'migrations'), path.join(outDir, 'migrations'), { recursive: true });
  console.log(`server bundles: ${path.relative(root, outDir)}/{${Object.keys(ENTRIES).join(',')}}.mjs`);
}
