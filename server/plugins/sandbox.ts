import fp from 'fastify-plugin';
import { LOCAL_SANDBOX_PREFIX } from '../config';
import { sandboxGateway } from '../payments/sandbox-gateway';

/** With no SSLCommerz store configured, the local sandbox gateway is mounted here and used in-process. */
export const localSandbox = fp(
  async (app) => {
    const { localSandbox: enabled, storeId, storePassword } = app.config.payments;
    if (!enabled) return;
    await app.register(sandboxGateway, {
      prefix: LOCAL_SANDBOX_PREFIX,
      store: { storeId, storePassword, storeName: 'Boipoka' },
    });
  },
  { name: 'local-sandbox', dependencies: ['app-context'] },
);
