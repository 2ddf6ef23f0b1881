import { spawn } from 'node:child_process';
import path from 'node:path';
import { serverRenderDir } from '../server/spa/server-render';
import { outOfDate } from './out-of-date';

// `scripts` holds the build's own plugins, which vite.config.ts imports (as scripts/build-server.ts counts it too).
const INPUTS = [
  'src',
  'domain',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts',
  'package-lock.json',
  'tsconfig.json',
];

/**
 * The SPA needs building when dist/index.html or the server's render of it is missing or older than any of its inputs.
 */
export function spaIsStale(root: string, outDir: string): boolean {
  return outOfDate(
    [path.join(outDir, 'index.html'), path.join(serverRenderDir(outDir), 'entry-server.js')],
    INPUTS.map((input) => path.join(root, input)),
  );
}

/** Runs `vite build` in a child process (an in-process build would set NODE_ENV=production for the server too). */
function vite(root: string, args: string[]): Promise<void> {
  const viteBin = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build', '--logLevel', 'warn', ...args], {
      cwd: root,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build ${args.join(' ')} failed with exit code ${code}`)),
    );
  });
}

/**
 * The server's render of the SPA (src/entry-server.tsx, for Node) into `<outDir>-ssr`, as Vite's SSR guide builds it.
 */
export async function buildServerRender(root: string, outDir = path.join(root, 'dist')): Promise<void> {
  await vite(root, ['--ssr', 'src/entry-server.tsx', '--outDir', serverRenderDir(outDir), '--emptyOutDir']);
}

/** The SPA (dist/) and the server's render of it (dist-ssr/). */
export async function buildSpa(root: string): Promise<void> {
  await vite(root, []);
  await buildServerRender(root);
}
