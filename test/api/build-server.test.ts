/**
 * scripts/build-server.ts, which `npm start` runs (through scripts/launch.mjs) before it starts the server from
 * dist-server/: it builds when a bundle is missing or older than a source, and only then.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
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
    for (const file of ['start.mjs', 'serve.mjs', 'migrations/meta/_journal.json'])
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
    const builtAt = statSync(path.join(outDir, 'start.mjs')).mtimeMs;

    expect(buildIfStale()).toBe('');
    expect(statSync(path.join(outDir, 'start.mjs')).mtimeMs).toBe(builtAt);

    // A bundle from before the newest source (as after a `git pull`): built again.
    const longAgo = new Date('2020-01-01T00:00:00Z');
    utimesSync(path.join(outDir, 'start.mjs'), longAgo, longAgo);
    expect(buildIfStale()).toMatch(/server bundles/);
    expect(statSync(path.join(outDir, 'start.mjs')).mtimeMs).toBeGreaterThan(longAgo.getTime());
  });
});
