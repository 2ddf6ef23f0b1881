/**
 * Real API processes (test/api/api-process.ts) for the multi-process tests on one PostgreSQL, free ports, and a
 * cuttable TCP path to PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  port: number;
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

/**
 * Ports nobody listens on right now, all different: each is held until all are known (ports taken one after another
 * and let go at once may come back the same).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((server) => (server.address() as AddressInfo).port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port;
}

/** Starts an API process and resolves once it listens and is ready (its `LISTENING <port>` line). */
export function spawnApi(env: Record<string, string>, timeoutMs = 90_000): Promise<ApiProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.NODE_ENV;
  delete childEnv.VITEST;
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/api/api-process.ts'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`API process did not start:\n${log}`));
    }, timeoutMs);
    child.stderr!.on('data', (chunk) => (log += chunk));
    child.stdout!.on('data', (chunk) => {
      log += chunk;
      const match = /LISTENING (\d+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]), url: `http://127.0.0.1:${match[1]}`, output: () => log, exited });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`API process exited (${code}):\n${log}`));
    });
  });
}

/** SIGTERM, then SIGKILL if it has not exited within `timeoutMs`. */
export async function stopApi(api: ApiProcess | undefined, timeoutMs = 20_000): Promise<void> {
  if (!api || api.child.exitCode !== null) return;
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), timeoutMs);
  await api.exited;
  clearTimeout(timer);
}

/**
 * A TCP relay to PostgreSQL that a test can cut (every connection dropped, new ones refused, as when the server
 * goes down) and open again on the same port.
 */
export class CuttableTcpPath {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<number> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this.port;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}
