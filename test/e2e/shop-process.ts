import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ShopProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  /** SIGINT, as Ctrl-C would; resolves with the exit code. */
  stop(): Promise<number | null>;
  exited: Promise<number | null>;
}

/** Runs `npm start`'s command (scripts/launch.mjs) as a child process with its own ports and data folder. */
export function spawnShop(
  env: { PORT: number; FIREBASE_EMULATOR_PORT: number; DATA_DIR: string; [key: string]: string | number | undefined },
  args: string[] = [],
): ShopProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.FIREBASE_AUTH_EMULATOR_HOST;
  delete childEnv.NODE_ENV;
  delete childEnv.VITEST;
  delete childEnv.SMTP_URL;
  // The mail catcher npm start runs gets ports derived from PORT unless given: two shops never share one.
  childEnv.MAIL_SMTP_PORT = String(20_000 + 2 * (env.PORT % 20_000));
  childEnv.MAIL_UI_PORT = String(20_001 + 2 * (env.PORT % 20_000));
  for (const [key, value] of Object.entries(env)) if (value !== undefined) childEnv[key] = String(value);
  // The same V8 flags as `npm start` (package.json).
  const child = spawn(process.execPath, ['--max-semi-space-size=2', 'scripts/launch.mjs', ...args], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    baseUrl: `http://localhost:${env.PORT}`,
    output: () => log,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGINT');
      return exited;
    },
  };
}

/** The banner's first line, printed by scripts/start.ts once the shop serves. */
const BANNER_LINE = 'Boipoka is running:';

/**
 * Waits until the shop is ready (migrated, seeded, serving: /api/v1/ready) and its launcher has printed its banner
 * (the banner follows readiness by a moment).
 */
export async function waitForHealthy(shop: ShopProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shop.child.exitCode !== null) throw new Error(`the shop exited early:\n${shop.output()}`);
    try {
      const response = await fetch(`${shop.baseUrl}/api/v1/ready`);
      if (response.ok && shop.output().includes(BANNER_LINE)) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the shop did not become ready in ${timeoutMs / 1000} s:\n${shop.output()}`);
}

export async function portIsFree(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    return false;
  } catch {
    return true;
  }
}
