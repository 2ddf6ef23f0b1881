/**
 * One API process for the multi-process tests: `node --import tsx test/api/api-process.ts` with the environment of
 * `npm start` (DATABASE_URL, PORT, JWT_SECRET, FIREBASE_AUTH_EMULATOR_HOST, …). Prints one line
 * `LISTENING <port>` when ready and stops as `npm run serve` does on SIGINT/SIGTERM (server/shutdown.ts).
 */
import type { AddressInfo } from 'node:net';
import { startServer } from '../../server/main';
import { stopGracefully } from '../../server/shutdown';

const server = await startServer();
process.stdout.write(`LISTENING ${(server.app.server.address() as AddressInfo).port}\n`);
stopGracefully(server);
