/**
 * The launcher's helpers run in process groups of their own (so that Ctrl-C reaches them only through the launcher),
 * and so outlive a SIGKILL of `npm start`. The Auth emulator is recognised by the next start as its own leftover and
 * stopped; the mail catcher stops by itself once its launcher is gone.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startAuthEmulator, type AuthEmulator } from '../../scripts/emulator';
import { freePort, freePorts } from './process-helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs `script` (ESM, TypeScript imports allowed) in a launcher process; resolves once it prints UP. */
async function startLauncher(script: string, what: string) {
  const launcher = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${output}`)), 90_000);
    launcher.stderr!.on('data', (chunk) => (output += chunk));
    launcher.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('UP')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return launcher;
}

async function killWithSigkill(launcher: ReturnType<typeof spawn>) {
  const killed = new Promise((resolve) => launcher.once('exit', resolve));
  launcher.kill('SIGKILL');
  await killed;
}

describe('a leftover Auth emulator', () => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-launcher-'));
  let emulator: AuthEmulator | null = null;
  afterAll(async () => {
    await emulator?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('is stopped by the next start from the same folder after its launcher was killed with SIGKILL', async () => {
    const port = await freePort();
    const options = {
      port,
      stateDir: null,
      workDir: path.join(workDir, '.firebase'),
      logFile: path.join(workDir, 'emulator.log'),
    };
    const script = `const { startAuthEmulator } = await import(${JSON.stringify(path.join(root, 'scripts/emulator.ts'))}); await startAuthEmulator(${JSON.stringify(options)}); console.log('UP'); setInterval(() => {}, 1000);`;
    await killWithSigkill(await startLauncher(script, 'the first emulator'));
    // Its emulator still holds the port.
    expect((await fetch(`http://127.0.0.1:${port}/`)).ok).toBe(true);

    emulator = await startAuthEmulator(options);
    expect(emulator.host).toBe(`127.0.0.1:${port}`);
    expect((await fetch(`http://127.0.0.1:${port}/`)).ok).toBe(true);
  }, 300_000);

  it('of another folder, or of a launcher still running, is not touched', async () => {
    const port = Number(emulator!.host.split(':')[1]);
    const other = {
      port,
      stateDir: null,
      workDir: path.join(workDir, 'other'),
      logFile: path.join(workDir, 'other.log'),
    };
    await expect(startAuthEmulator(other)).rejects.toThrow(/already in use/);
    const same = {
      port,
      stateDir: null,
      workDir: path.join(workDir, '.firebase'),
      logFile: path.join(workDir, 'emulator.log'),
    };
    await expect(startAuthEmulator(same)).rejects.toThrow(/already in use/);
  }, 60_000);
});

describe('a mail catcher', () => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-launcher-mail-'));
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('stops by itself when its launcher is killed with SIGKILL', async () => {
    const [smtpPort, uiPort] = await freePorts(2);
    const options = {
      smtpPort,
      uiPort,
      mailDir: path.join(workDir, 'mail'),
      logFile: path.join(workDir, 'mail.log'),
    };
    const health = `http://127.0.0.1:${options.uiPort}/api/healthz`;
    const answers = () =>
      fetch(health, { signal: AbortSignal.timeout(1000) }).then(
        (response) => response.ok,
        () => false,
      );
    const script = `const { startMailCatcher } = await import(${JSON.stringify(path.join(root, 'scripts/mail-catcher.ts'))}); await startMailCatcher(${JSON.stringify(options)}); console.log('UP'); setInterval(() => {}, 1000);`;
    await killWithSigkill(await startLauncher(script, 'the mail catcher'));
    // Gone within seconds: its ports are free for the next start.
    await expect.poll(answers, { timeout: 15_000, interval: 250 }).toBe(false);
  }, 120_000);
});
