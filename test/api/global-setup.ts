import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../scripts/emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

/** One real Firebase Auth emulator for all API tests, on its own port so `npm start` can run beside them. */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-emulator-'));
  const emulator = await startAuthEmulator({
    port: Number(process.env.TEST_EMULATOR_PORT || 9199),
    stateDir: null,
    workDir,
    logFile: path.join(workDir, 'emulator.log'),
  });
  project.provide('authEmulatorHost', emulator.host);
  return async () => {
    await emulator.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
