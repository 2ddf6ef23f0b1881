/**
 * Lighthouse's SEO category alone on a running shop's `/` and `/books?lang=bn`, each audit's result printed:
 * `npx tsx scripts/lighthouse-seo.ts [http://127.0.0.1:3000]` (after `npm run build` and `npm start`). Launched as
 * scripts/bench-web.ts launches it (Debian's Chromium, a fresh profile).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/chromium';

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const profileDir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-lighthouse-seo-'));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
  userDataDir: profileDir,
});
try {
  for (const url of [`${base}/`, `${base}/books?lang=bn`]) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['seo'],
    });
    const lhr = result!.lhr;
    console.log(`${url}  SEO ${Math.round((lhr.categories.seo.score ?? 0) * 100)}`);
    for (const ref of lhr.categories.seo.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit.scoreDisplayMode === 'manual') continue;
      console.log(
        `   ${audit.score === null ? '-' : audit.score === 1 ? 'pass' : 'FAIL'}  ${ref.id}${audit.score !== 1 && audit.explanation ? ` (${audit.explanation})` : ''}`,
      );
    }
  }
} finally {
  chrome.kill();
  rmSync(profileDir, { recursive: true, force: true });
}
