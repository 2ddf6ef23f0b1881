/**
 * The JavaScript budget: what a phone downloads before it can show a screen, gzip'd.
 *  - the shell: the entry chunk and every chunk it imports statically (what index.html preloads) ≤ SHELL_BUDGET;
 *  - each route: the shell plus the route's lazy chunk and its static imports ≤ ROUTE_BUDGET, in at most
 *    ROUTE_FILES_BUDGET files of its own (each one a request, a round trip on HTTP/1.1: docs/performance.md);
 *  - the Firebase SDK's chunk (loaded with the sign-in screen's first step or a session check) ≤ FIREBASE_BUDGET;
 *  - the control panel's and the checkout's code never in the shell;
 *  - in each language: the shell counts the `common` message catalogue, a route its own namespace's (docs/i18n.md).
 * Reads dist/.vite/manifest.json (vite build.manifest), prints a table, exits 1 when a budget is exceeded.
 * Run after `vite build` (npm run build does both).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES, type Language } from '../domain/format';
import { SCREENS } from '../domain/screens';
import { namespacesOfPage, type Namespace } from '../src/lib/i18n/namespaces';
import { readManifest, shellChunks, staticClosure } from '../server/spa/vite-manifest';

export const SHELL_BUDGET_KB = 170;
export const ROUTE_BUDGET_KB = 220;
export const ROUTE_FILES_BUDGET = 20;
export const FIREBASE_BUDGET_KB = 36;
/** The module that loads the Firebase SDK on demand (src/features/auth/authThunks.ts imports it with import()). */
const FIREBASE_MODULE = 'src/features/auth/firebaseClient.ts';
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

/** A language's compiled catalogue of one namespace (a chunk of its own, loaded with the language). */
const catalogueKb = (language: Language, namespace: Namespace) => {
  const key = `src/locales/${language}/${namespace}.json?lingui`;
  if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
  return kb(gzipSize(manifest[key].file));
};
const inEveryLanguage = (kbOf: (language: Language) => number) => LANGUAGES.map(kbOf);

const shell = shellChunks(manifest);
if (shell.size === 0) throw new Error('No entry chunk in the manifest');
const shellCodeKb = kb(total(shell));
const shellKb = inEveryLanguage((language) => shellCodeKb + catalogueKb(language, 'common'));

const failures: string[] = [];
LANGUAGES.forEach((language, index) => {
  if (shellKb[index] > SHELL_BUDGET_KB)
    failures.push(`shell (${language}) ${shellKb[index].toFixed(1)} kB > ${SHELL_BUDGET_KB} kB`);
});
for (const key of shell) {
  const source = manifest[key].src ?? key;
  const banned = NEVER_IN_SHELL.find((prefix) => source.includes(prefix));
  if (banned) failures.push(`${source} is in the shell (nothing from ${banned} may be)`);
}

/** A lazily loaded module's chunk and that chunk's static imports, less what the shell already loaded. */
const chunksBeyondShell = (key: string, where: string): string[] => {
  if (!manifest[key]) throw new Error(`${key} (${where}) is not in the build's manifest`);
  return [...staticClosure(manifest, key)].filter((chunk) => !shell.has(chunk));
};

/** Every storefront screen of the route table (domain/screens.ts): its lazy chunk and that chunk's static imports. */
const routes = SCREENS.map(({ page }) => {
  const own = chunksBeyondShell(page, 'in SCREENS');
  const ownKb = kb(total(own));
  const firstLoadKb = inEveryLanguage(
    (language, index = LANGUAGES.indexOf(language)) =>
      shellKb[index] + ownKb + namespacesOfPage(page).reduce((sum, ns) => sum + catalogueKb(language, ns), 0),
  );
  return { source: page, files: own.length, ownKb, firstLoadKb };
}).sort((a, b) => Math.max(...b.firstLoadKb) - Math.max(...a.firstLoadKb));

const firebaseChunks = chunksBeyondShell(FIREBASE_MODULE, 'the Firebase SDK');
const firebaseKb = kb(total(firebaseChunks));
if (firebaseKb > FIREBASE_BUDGET_KB)
  failures.push(`${FIREBASE_MODULE}: ${firebaseKb.toFixed(1)} kB > ${FIREBASE_BUDGET_KB} kB`);

const rows = [
  [...LANGUAGES.map((language) => `first load ${language}`), 'own chunks', 'budget', ''],
  [
    ...shellKb.map((size) => `${size.toFixed(1)} kB`),
    '',
    `${SHELL_BUDGET_KB} kB`,
    `shell: entry + static imports (${shell.size} files) + common messages`,
  ],
  ...routes.map((route) => [
    ...route.firstLoadKb.map((size) => `${size.toFixed(1)} kB`),
    `${route.ownKb.toFixed(1)} kB`,
    `${ROUTE_BUDGET_KB} kB`,
    `${route.source} (+${route.files} files)`,
  ]),
  [
    ...LANGUAGES.map(() => ''),
    `${firebaseKb.toFixed(1)} kB`,
    `${FIREBASE_BUDGET_KB} kB`,
    `the Firebase SDK: ${FIREBASE_MODULE} (${firebaseChunks.length} files)`,
  ],
];
const columns = rows[0].length - 1;
const widths = [...Array(columns).keys()].map((column) => Math.max(...rows.map((row) => row[column].length)));
console.log('\nJavaScript budget (gzip)');
for (const row of rows)
  console.log(
    `  ${row
      .slice(0, columns)
      .map((cell, column) => cell.padStart(widths[column]))
      .join('  ')}  ${row[columns]}`,
  );

for (const route of routes) {
  if (route.files > ROUTE_FILES_BUDGET)
    failures.push(`${route.source}: ${route.files} files of its own > ${ROUTE_FILES_BUDGET}`);
  route.firstLoadKb.forEach((size, index) => {
    if (size > ROUTE_BUDGET_KB)
      failures.push(`${route.source} (${LANGUAGES[index]}): ${size.toFixed(1)} kB > ${ROUTE_BUDGET_KB} kB`);
  });
}
if (failures.length > 0) {
  console.error(`\nJavaScript budget not met:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('  within budget\n');
