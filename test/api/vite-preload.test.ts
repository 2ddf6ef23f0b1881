import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preloadStylesOnly } from '../../scripts/vite-preload';

// A small app with a lazy screen that imports a module shared with another screen, and styles of its own.
let root: string;
let assets: string;
const built = (pattern: RegExp) => {
  const file = readdirSync(assets).find((name) => pattern.test(name));
  if (!file) throw new Error(`no ${pattern} in ${readdirSync(assets).join(', ')}`);
  return readFileSync(path.join(assets, file), 'utf8');
};

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'boipoka-preload-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
    'main.js': "const screens = { a: () => import('./a.js'), b: () => import('./b.js') };\nscreens.a();",
    'a.js': "import './a.css';\nimport { say } from './shared.js';\nexport const draw = () => say('a');",
    'a.css': '.a { color: teal; }',
    'b.js': "import { say } from './shared.js';\nexport const draw = () => say('b');",
    'shared.js': 'export function say(text) { document.body.append(text); }',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir: path.join(root, 'dist'),
      modulePreload: { polyfill: false, resolveDependencies: preloadStylesOnly },
    },
  });
  assets = path.join(root, 'dist', 'assets');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a dynamic import's preloads (scripts/vite-preload.ts)", () => {
  it("name the chunk's styles and none of its JavaScript imports", () => {
    const entry = built(/^index-.*\.js$/);
    const shared = readdirSync(assets).find((name) => /^shared-.*\.js$/.test(name));
    expect(shared).toBeDefined();
    expect(entry).toMatch(/assets\/a-[\w-]+\.css/);
    expect(entry).not.toContain(shared);
    // The lazy chunk still imports the shared one itself: the browser's module loader fetches it.
    expect(built(/^a-.*\.js$/)).toContain(shared);
  });
});
