/**
 * One API process for the multi-process tests: `node --import tsx test/api/api-process.ts` with the environment of
 * `npm start` (DATABASE_URL, PORT, JWT_SECRET, FIREBASE_AUTH_EMULATOR_HOST, …). Prints one line
 * `LISTENING <port>` when ready and stops cleanly on SIGINT/SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { startServer } from '../../server/main';

const server = await startServer();
process.stdout.write(`LISTENING ${(server.app.server.address() as AddressInfo).port}\n`);
const stop = () => {
  server.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
