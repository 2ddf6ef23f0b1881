import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** A Host header worth building an address on: a name or IPv4 address, or a bracketed IPv6 one, and a port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the shop's absolute addresses (canonical, hreflang, Open Graph, sitemap) are built on: PUBLIC_URL when it
 * is set (always in production), else the address the browser asked for (a shop run on 127.0.0.1 or a LAN address
 * names itself as the browser reaches it), else the configured listen address.
 */
export function siteOrigin(config: Pick<Config, 'publicUrl' | 'publicUrlFromEnv'>, request: FastifyRequest): string {
  if (config.publicUrlFromEnv) return config.publicUrl;
  const host = request.host;
  return host && HOST.test(host) ? `${request.protocol}://${host.toLowerCase()}` : config.publicUrl;
}
