import type { FastifyInstance } from 'fastify';
import { LOCAL_SANDBOX_PREFIX, type Config } from '../config';
import { SslcommerzClient, type FetchLike } from './sslcommerz-client';

/**
 * The origin browsers and the gateway reach this server at (PUBLIC_URL, or the listen address in development): never
 * the request's Host header, which a client chooses.
 */
export function publicOrigin(config: Config): string {
  return config.publicUrl;
}

/** fetch served by this Fastify instance (app.inject): the local sandbox gateway is called in-process. */
export function injectFetch(app: FastifyInstance): FetchLike {
  return async (url, init = {}) => {
    const target = new URL(url);
    const headers: Record<string, string> = {
      ...(init.headers as Record<string, string> | undefined),
      host: target.host,
    };
    const signal = init.signal ?? undefined;
    signal?.throwIfAborted();
    const call = app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers,
      ...(typeof init.body === 'string' && { payload: init.body }),
    });
    const aborted = new Promise<never>((_, reject) =>
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true }),
    );
    const response = await Promise.race([call, aborted]);
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  };
}

/** The gateway client for this server: SSLCommerz (or SSLCOMMERZ_API_URL), or the local sandbox in-process. */
export function gatewayClient(app: FastifyInstance, origin: string): SslcommerzClient {
  const { payments } = app.config;
  return new SslcommerzClient(
    payments.localSandbox
      ? {
          baseUrl: `${origin}${LOCAL_SANDBOX_PREFIX}`,
          storeId: payments.storeId,
          storePassword: payments.storePassword,
          fetch: injectFetch(app),
        }
      : { baseUrl: payments.apiUrl!, storeId: payments.storeId, storePassword: payments.storePassword },
  );
}
