/**
 * The JavaScript budget: what a phone downloads before it can show a screen, gzip'd.
 *  - the shell: the entry chunk and every chunk it imports statically (what index.html preloads) ≤ SHELL_BUDGET;
 *  - each route: the shell plus the route's lazy chunk and its static imports ≤ ROUTE_BUDGET;
 *  - the control panel's and the checkout's code never in the shell.
 * Reads dist/.vite/manifest.json (vite build.manifest), prints a table, exits 1 when a budget is exceeded.
 * Run after `vite build` (npm run build does both).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCREENS } from '../domain/screens';
import { readManifest, shellChunks, staticClosure } from '../server/spa/vite-manifest';

export const SHELL_BUDGET_KB = 170;
export const ROUTE_BUDGET_KB = 220;
/** Source folders that must stay out of the storefront's first load. */
const NEVER_IN_SHELL = ['src/features/admin/', 'src/features/checkout/', 'node_modules/@mui/x-charts', 'firebase'];

const distDir = path.resolve(process.argv[2] ?? 'dist');
const manifest = readManifest(distDir);
if (!manifest) throw new Error(`No ${distDir}/.vite/manifest.json: was vite build run with build.manifest?`);

const gzipBytes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipBytes.get(file);
  if (size === undefined) {
    size = file.endsWith('.js') ? gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length : 0;
    gzipBytes.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => bytes / 1024;
const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);

const shell = shellChunks(manifest);
if (shell.size === 0) throw new Error('No entry chunk in the manifest');
const shellKb = kb(total(shell));

const failures: string[] = [];
if (shellKb > SHELL_BUDGET_KB) failures.push(`shell ${shellKb.toFixed(1)} kB > ${SHELL_BUDGET_KB} kB`);
for (const key of shell) {
  const source = manifest[key].src ?? key;
  const banned = NEVER_IN_SHELL.find((prefix) => source.includes(prefix));
  if (banned) failures.push(`${source} is in the shell (nothing from ${banned} may be)`);
}

/** Every storefront screen of the route table (domain/screens.ts): its lazy chunk and that chunk's static imports. */
const routes = SCREENS.map(({ page }) => {
  if (!manifest[page]) throw new Error(`${page} (in SCREENS) is not in the build's manifest`);
  const own = [...staticClosure(manifest, page)].filter((chunk) => !shell.has(chunk));
  return { source: page, files: own.length, ownKb: kb(total(own)), firstLoadKb: shellKb + kb(total(own)) };
}).sort((a, b) => b.firstLoadKb - a.firstLoadKb);

const rows = [
  ['first load (gzip)', 'own chunks', 'budget', ''],
  [`${shellKb.toFixed(1)} kB`, '', `${SHELL_BUDGET_KB} kB`, `shell: entry + static imports (${shell.size} files)`],
  ...routes.map((route) => [
    `${route.firstLoadKb.toFixed(1)} kB`,
    `${route.ownKb.toFixed(1)} kB`,
    `${ROUTE_BUDGET_KB} kB`,
    `${route.source} (+${route.files} files)`,
  ]),
];
const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
console.log('\nJavaScript budget');
for (const row of rows)
  console.log(
    `  ${row
      .slice(0, 3)
      .map((cell, column) => cell.padStart(widths[column]))
      .join('  ')}  ${row[3]}`,
  );

for (const route of routes) {
  if (route.firstLoadKb > ROUTE_BUDGET_KB)
    failures.push(`${route.source}: ${route.firstLoadKb.toFixed(1)} kB > ${ROUTE_BUDGET_KB} kB`);
}
if (failures.length > 0) {
  console.error(`\nJavaScript budget not met:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('  within budget\n');
