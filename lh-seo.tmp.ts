import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const base = process.argv[2] ?? 'http://127.0.0.1:3720';
const profileDir = mkdtempSync(path.join(os.tmpdir(), 'seo28-lh-'));
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  userDataDir: profileDir,
});
try {
  for (const url of [`${base}/`, `${base}/books?lang=bn`]) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] });
    const lhr = result!.lhr;
    console.log(`${url}  SEO ${Math.round((lhr.categories.seo.score ?? 0) * 100)}`);
    for (const ref of lhr.categories.seo.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit.scoreDisplayMode === 'manual') continue;
      console.log(`   ${audit.score === null ? '-' : audit.score === 1 ? 'pass' : 'FAIL'}  ${ref.id}${audit.score !== 1 && audit.explanation ? ` (${audit.explanation})` : ''}`);
    }
  }
} finally {
  chrome.kill();
  rmSync(profileDir, { recursive: true, force: true });
}
