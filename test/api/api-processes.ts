/** Spawning API processes (test/api/api-process.ts) for the multi-process tests on one PostgreSQL. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export { freePort, freePorts } from './process-helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  output(): string;
}

export function spawnApi(env: Record<string, string>): Promise<ApiProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.NODE_ENV;
  delete childEnv.VITEST;
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/api/api-process.ts'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API process did not start:\n${log}`)), 90_000);
    child.stderr!.on('data', (chunk) => (log += chunk));
    child.stdout!.on('data', (chunk) => {
      log += chunk;
      const match = /LISTENING (\d+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${match[1]}`, output: () => log });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API process exited (${code}):\n${log}`));
    });
  });
}

export async function stopApi(api: ApiProcess | undefined) {
  if (!api || api.child.exitCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  await exited;
}
