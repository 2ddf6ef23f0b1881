/**
 * scripts/build-server.ts, which `npm start` runs (through scripts/launch.mjs) before it starts the server from
 * dist-server/: it builds when a bundle is missing or older than a source, and only then, and each bundle has a
 * source map that leads back to the TypeScript.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'boipoka-build-server-')), 'dist-server');

function buildIfStale(): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', '--if-stale', '--out', outDir], {
    cwd: root,
    encoding: 'utf8',
  });
}

describe('the server bundles npm start runs', () => {
  afterAll(() => rmSync(path.dirname(outDir), { recursive: true, force: true }));

  it('are built when missing, kept while fresh and built again once a source is newer', () => {
    expect(buildIfStale()).toMatch(/server bundles/);
    for (const file of ['start.mjs', 'start.mjs.map', 'serve.mjs', 'serve.mjs.map', 'migrations/meta/_journal.json'])
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
    const builtAt = statSync(path.join(outDir, 'start.mjs')).mtimeMs;

    expect(buildIfStale()).toBe('');
    expect(statSync(path.join(outDir, 'start.mjs')).mtimeMs).toBe(builtAt);

    // A bundle from before the newest source (as after a `git pull`): built again.
    const longAgo = new Date('2020-01-01T00:00:00Z');
    utimesSync(path.join(outDir, 'start.mjs'), longAgo, longAgo);
    expect(buildIfStale()).toMatch(/server bundles/);
    expect(statSync(path.join(outDir, 'start.mjs')).mtimeMs).toBeGreaterThan(longAgo.getTime());

    // A map lost beside a fresh bundle: built again too.
    rmSync(path.join(outDir, 'serve.mjs.map'));
    expect(buildIfStale()).toMatch(/server bundles/);
    expect(existsSync(path.join(outDir, 'serve.mjs.map'))).toBe(true);
  });

  it('carry source maps that lead from a bundle line back to the TypeScript source', () => {
    buildIfStale();
    const bundle = readFileSync(path.join(outDir, 'serve.mjs'), 'utf8');
    expect(bundle.trimEnd().endsWith('//# sourceMappingURL=serve.mjs.map')).toBe(true);
    const map = new SourceMap(JSON.parse(readFileSync(path.join(outDir, 'serve.mjs.map'), 'utf8')));

    const text = 'must be a positive integer';
    const lines = bundle.split('\n');
    const line = lines.findIndex((l) => l.includes(text));
    const entry = map.findEntry(line, lines[line].indexOf(text)) as { originalSource: string; originalLine: number };
    expect(entry.originalSource).toMatch(/server\/config\.ts$/);
    const source = readFileSync(path.join(root, 'server', 'config.ts'), 'utf8').split('\n');
    expect(source[entry.originalLine]).toContain(text);
  });
});
