import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

export const EMULATOR_PROJECT = 'demo-boipoka';

export interface AuthEmulator {
  host: string;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

async function waitForHttp(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the emulator exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the emulator did not answer on ${url} within ${timeoutMs / 1000} s`);
}

async function portInUse(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who started the emulator of a work folder: written at start, removed on a clean stop. */
interface EmulatorRecord {
  pid: number;
  launcherPid: number;
  port: number;
}
const recordFile = (workDir: string) => path.join(workDir, 'emulator.json');

/**
 * The pid of an emulator this launcher started from the same work folder on this port and left behind (its launcher
 * was killed with SIGKILL and could not stop it), or null. It must still run the emulator with this folder's config
 * (checked in /proc where there is one), and its launcher must be gone: a running `npm start` keeps its emulator.
 */
function leftoverEmulator(workDir: string, port: number): number | null {
  let record: EmulatorRecord;
  try {
    record = JSON.parse(readFileSync(recordFile(workDir), 'utf8')) as EmulatorRecord;
  } catch {
    return null;
  }
  if (record.port !== port || !isAlive(record.pid)) return null;
  if (isAlive(record.launcherPid)) return null;
  const cmdline = `/proc/${record.pid}/cmdline`;
  if (existsSync('/proc/self/cmdline')) {
    let command = '';
    try {
      command = readFileSync(cmdline, 'utf8');
    } catch {
      return null;
    }
    if (!command.includes('emulators:start') || !command.includes(path.join(workDir, 'firebase.json'))) return null;
  }
  return record.pid;
}

/** Stops a leftover emulator's process group: SIGINT (it exports its accounts), SIGKILL after 20 s. */
async function stopLeftover(pid: number): Promise<void> {
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  signalGroup('SIGINT');
  for (const [signal, waitMs] of [
    ['SIGKILL', 20_000],
    [null, 5_000],
  ] as const) {
    const deadline = Date.now() + waitMs;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    if (!isAlive(pid) || !signal) return;
    signalGroup(signal);
  }
}

/**
 * Starts the official Firebase Auth emulator (firebase-tools, --only auth) on 127.0.0.1:port.
 * With `stateDir`, accounts are imported from it at start and exported to it on a clean stop.
 */
export async function startAuthEmulator(options: {
  port: number;
  stateDir: string | null;
  workDir: string;
  logFile: string;
}): Promise<AuthEmulator> {
  const leftover = leftoverEmulator(options.workDir, options.port);
  if (leftover) {
    console.info(`stopping the Auth emulator (pid ${leftover}) that an earlier run left on port ${options.port}…`);
    await stopLeftover(leftover);
    for (const deadline = Date.now() + 10_000; Date.now() < deadline && (await portInUse(options.port));) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  if (await portInUse(options.port)) {
    throw new Error(
      `Port ${options.port} is already in use: another Auth emulator (or Boipoka) is running. Stop it, or set FIREBASE_EMULATOR_PORT.`,
    );
  }
  mkdirSync(options.workDir, { recursive: true });
  const configFile = path.join(options.workDir, 'firebase.json');
  writeFileSync(
    configFile,
    // Hub and logging ports next to the auth port, so several emulators (npm start, tests) can run side by side.
    JSON.stringify(
      {
        emulators: {
          auth: { host: '127.0.0.1', port: options.port },
          hub: { host: '127.0.0.1', port: options.port + 1 },
          logging: { host: '127.0.0.1', port: options.port + 2 },
          ui: { enabled: false },
        },
      },
      null,
      2,
    ),
  );
  const firebaseBin = require.resolve('firebase-tools/lib/bin/firebase.js');
  // The emulator holds a handful of accounts: V8's memory-saving mode and a small young generation keep its RSS down
  // (no heap cap, so it cannot run out of memory).
  const args = [
    '--optimize-for-size',
    '--max-semi-space-size=1',
    firebaseBin,
    'emulators:start',
    '--only',
    'auth',
    '--project',
    EMULATOR_PROJECT,
    '--config',
    configFile,
  ];
  if (options.stateDir) {
    if (existsSync(path.join(options.stateDir, 'firebase-export-metadata.json')))
      args.push('--import', options.stateDir);
    args.push('--export-on-exit', options.stateDir);
  }
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(process.execPath, args, {
    cwd: options.workDir,
    // Its own process group, so Ctrl-C reaches it only through us and it can export before exiting.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // The CLI finds "its" hub through a per-project file in the temp folder; a private TMPDIR keeps
    // two emulators of the same project from exporting each other's accounts.
    env: { ...process.env, TMPDIR: options.workDir, NO_UPDATE_NOTIFIER: '1' },
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const record: EmulatorRecord = { pid: child.pid!, launcherPid: process.pid, port: options.port };
  writeFileSync(recordFile(options.workDir), JSON.stringify(record));
  void exited.then(() => rmSync(recordFile(options.workDir), { force: true }));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, 'SIGINT');
    } catch {
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      exited.then(() => false),
      new Promise<boolean>((r) => (timer = setTimeout(() => r(true), 20_000))),
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

  try {
    await waitForHttp(`http://127.0.0.1:${options.port}/`, 90_000, child);
  } catch (error) {
    await stop();
    throw new Error(`Could not start the Firebase Auth emulator: ${(error as Error).message}. See ${options.logFile}.`);
  }
  return { host: `127.0.0.1:${options.port}`, stop };
}
