/**
 * The launcher's Auth emulator outlives a SIGKILL of `npm start` (it runs in its own process group so that Ctrl-C
 * reaches it only through the launcher): the next start recognises it as its own leftover and stops it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startAuthEmulator, type AuthEmulator } from '../../scripts/emulator';
import { freePort } from './process-helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
    const launcher = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the first emulator did not start:\n${output}`)), 90_000);
      launcher.stderr!.on('data', (chunk) => (output += chunk));
      launcher.stdout!.on('data', (chunk) => {
        output += chunk;
        if (output.includes('UP')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const killed = new Promise((resolve) => launcher.once('exit', resolve));
    launcher.kill('SIGKILL');
    await killed;
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
