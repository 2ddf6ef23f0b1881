import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnShop, waitForHealthy } from './shop-process';

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
    shopEmulatorHost: string;
    /** The local mail catcher's list of caught mails (maildev's GET /api/email). */
    shopMailApi: string;
  }
}

const PORT = Number(process.env.E2E_PORT || 3200);
const EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT || 9299);
// The mail catcher `npm start` runs: its own ports, so parallel runs (and a developer's npm start) do not collide.
const MAIL_SMTP_PORT = Number(process.env.E2E_MAIL_SMTP_PORT || 1225);
const MAIL_UI_PORT = Number(process.env.E2E_MAIL_UI_PORT || 1280);

/** One shop for the browser tests, started exactly as `npm start` starts it, on its own ports and data folder. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-e2e-'));
  const shop = spawnShop({
    PORT,
    FIREBASE_EMULATOR_PORT: EMULATOR_PORT,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL,
    MAIL_SMTP_PORT,
    MAIL_UI_PORT,
    // Mails leave the outbox within a second, so a test does not wait long for one.
    MAIL_POLL_MS: 500,
  });
  await waitForHealthy(shop);
  project.provide('shopUrl', shop.baseUrl);
  project.provide('shopEmulatorHost', `127.0.0.1:${EMULATOR_PORT}`);
  project.provide('shopMailApi', `http://127.0.0.1:${MAIL_UI_PORT}/api/email`);
  return async () => {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
