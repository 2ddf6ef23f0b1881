/**
 * maildev, the local mail catcher `npm start` runs when no SMTP_URL is set: its SMTP server takes every mail the shop
 * sends and its web inbox (and REST API, GET /api/email in maildev 3) shows them. A child process of its own, as the
 * Auth emulator is.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface MailCatcher {
  /** What the shop's SMTP_URL becomes. */
  smtpUrl: string;
  /** The web inbox, e.g. http://localhost:1080 */
  uiUrl: string;
  /** The REST API's list of every caught mail (maildev 3: GET /api/email). */
  emailApi: string;
  stop(): Promise<void>;
}

export async function startMailCatcher(options: {
  smtpPort: number;
  uiPort: number;
  mailDir: string;
  logFile: string;
}): Promise<MailCatcher> {
  mkdirSync(options.mailDir, { recursive: true });
  // maildev exports only its module entry (dist/index.js); the CLI sits beside it.
  const bin = path.join(path.dirname(fileURLToPath(import.meta.resolve('maildev'))), 'bin/maildev.js');
  // It holds a few test mails: V8's memory-saving flags, as for the Auth emulator (scripts/emulator.ts). It keeps
  // nothing worth saving, so it simply stops with its launcher, even one killed with SIGKILL.
  const args = [
    '--optimize-for-size',
    '--max-semi-space-size=1',
    '--import',
    // Named from the project's scripts/ folder, which this module is in both as source and bundled in dist-server/.
    new URL('../scripts/exit-with-launcher.mjs', import.meta.url).href,
    bin,
    '--smtp',
    String(options.smtpPort),
    '--ip',
    '127.0.0.1',
    '--web',
    String(options.uiPort),
    '--web-ip',
    '127.0.0.1',
    '--mail-directory',
    options.mailDir,
    // Plain SMTP on the loopback: no self-signed STARTTLS for the client to refuse.
    '--hide-extensions',
    'STARTTLS',
  ];
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      exited.then(() => false),
      new Promise<boolean>((r) => (timer = setTimeout(() => r(true), 10_000))),
    ]);
    clearTimeout(timer);
    if (timedOut) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
    }
    log.end();
  };
  // maildev 3 serves its REST API under /api (v2 had it at /email).
  const api = `http://127.0.0.1:${options.uiPort}/api/healthz`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(
        `maildev exited with code ${child.exitCode} (is port ${options.smtpPort} or ${options.uiPort} in use? set MAIL_SMTP_PORT / MAIL_UI_PORT). See ${options.logFile}.`,
      );
    }
    try {
      if ((await fetch(api, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`maildev did not answer on ${api} within 30 s. See ${options.logFile}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${options.smtpPort}`,
    uiUrl: `http://localhost:${options.uiPort}`,
    emailApi: `http://127.0.0.1:${options.uiPort}/api/email`,
    stop,
  };
}
