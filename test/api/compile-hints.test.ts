import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaIsStale } from '../../scripts/build-spa';
import { COMPILE_HINT, compileHints } from '../../scripts/vite-compile-hints';

// A small app built as `npm run build` builds the shop: two lazy screens sharing a module, so that Vite writes its
// preload map (`__vite__mapDeps`) at the top of the entry chunk.
let root: string;
let assets: string;
const built = (pattern: RegExp) => {
  const file = readdirSync(assets).find((name) => pattern.test(name) && name.endsWith('.js'));
  if (!file) throw new Error(`no ${pattern} in ${readdirSync(assets).join(', ')}`);
  return path.join(assets, file);
};

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'boipoka-compile-hints-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
    'main.js': [
      "const screens = { a: () => import('./a.js'), b: () => import('./b.js') };",
      "export function startShop(name) { return screens[name]().then((screen) => screen.draw('shop started')); }",
      "startShop(location.hash.slice(1) || 'a');",
    ].join('\n'),
    'a.js': "import { say } from './shared.js';\nexport const draw = (text) => say(`a: ${text}`);",
    'b.js': "import { say } from './shared.js';\nexport const draw = (text) => say(`b: ${text}`);",
    'shared.js': 'export function say(text) { document.body.append(text); return text.length; }',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHints()],
    build: { outDir: path.join(root, 'dist'), sourcemap: true },
  });
  assets = path.join(root, 'dist', 'assets');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('V8 compile hints in the build (scripts/vite-compile-hints.ts)', () => {
  it("open the entry chunk, above Vite's preload map, and no lazy chunk", () => {
    const entry = readFileSync(built(/^index-/), 'utf8').split('\n');
    expect(entry[0]).toBe(COMPILE_HINT);
    expect(entry.join('\n')).toContain('__vite__mapDeps');
    for (const lazy of [/^a-/, /^b-/]) expect(readFileSync(built(lazy), 'utf8')).not.toContain(COMPILE_HINT);
  });

  it("keep the entry's source map pointing at the right lines", () => {
    const file = built(/^index-/);
    const lines = readFileSync(file, 'utf8').split('\n');
    const map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    const line = lines.findIndex((text) => text.includes('shop started'));
    const found = map.findEntry(line, lines[line].indexOf('shop started')) as {
      originalSource: string;
      originalLine: number;
    };
    expect(found.originalSource).toMatch(/main\.js$/);
    expect(found.originalLine).toBe(1);
  });
});

describe('npm start rebuilding the SPA (scripts/build-spa.ts)', () => {
  it('counts the build’s own plugins among its inputs', () => {
    const checkout = mkdtempSync(path.join(os.tmpdir(), 'boipoka-spa-stale-'));
    try {
      const write = (file: string, at: number) => {
        mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
        writeFileSync(path.join(checkout, file), file);
        utimesSync(path.join(checkout, file), at, at);
      };
      const now = Date.now() / 1000;
      // Built after its inputs (and the folders written just now).
      write('src/main.tsx', now - 100);
      write('scripts/vite-compile-hints.ts', now - 100);
      write('dist/index.html', now + 50);
      write('dist-ssr/entry-server.js', now + 50);
      const outDir = path.join(checkout, 'dist');
      expect(spaIsStale(checkout, outDir)).toBe(false);
      write('scripts/vite-compile-hints.ts', now + 100);
      expect(spaIsStale(checkout, outDir)).toBe(true);
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
  });
});
