import Fastify from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';
import { FILE_FOLDERS } from '../spa/file-folders';

function contentSecurityPolicy(config: Config) {
  const emulator = config.firebase.emulatorHost ? [`http://${config.firebase.emulatorHost}`] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      // Firebase's Google sign-in helpers load scripts from Google; with the emulator nothing is loaded from there.
      scriptSrc: [
        "'self'",
        ...(config.firebase.emulatorHost ? [] : ['https://apis.google.com', 'https://www.gstatic.com']),
      ],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...emulator, 'https://*.googleapis.com', 'https://*.firebaseio.com'],
      frameSrc: [
        "'self'",
        'https://www.google.com',
        'https://maps.google.com',
        `https://${config.firebase.authDomain}`,
      ],
      // The service worker (dist/sw.js and the Workbox runtime it imports) and the web app manifest, both our own.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", 'https://sandbox.sslcommerz.com', 'https://securepay.sslcommerz.com'],
      upgradeInsecureRequests: null,
    },
  };
}

/** The headers helmet sets with these options, read from one request to a throwaway instance. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const notHelmets = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !notHelmets.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/** Where nothing is a document or a worker: the JSON API and the folders that hold only files. */
const SUBRESOURCE_PREFIXES = ['/api/v1/', ...FILE_FOLDERS];

/**
 * What the answers under SUBRESOURCE_PREFIXES carry instead of the pages' full set (OWASP's REST Security Cheat
 * Sheet): they are never shown as a document, so a policy that allows nothing, no framing, no sniffing, HTTPS only,
 * same-origin reads only and no referrer. The pages' set, most of it their policy, would otherwise go out again with
 * each of a screen's scripts and pictures, which HTTP/1.1 does not compress. An SVG opened on its own runs nothing
 * under this policy. The pages and the service worker keep the full set: a worker runs under the policy it is served
 * with.
 */
function subresourceSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(pageHeaders['strict-transport-security'] && {
      'strict-transport-security': pageHeaders['strict-transport-security'],
    }),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/**
 * Helmet's headers on every answer: the pages' full set, and the short one where nothing is a document.
 *
 * @fastify/helmet runs helmet anew on every request, re-parsing this configuration (the CSP above all): about 7% of
 * the CPU of a cached catalogue answer. The headers never vary, so they are made once and set by one plain hook.
 * The plugin is not registered on the app: even with global: false it adds two onRequest hooks (one async) that
 * read request.routeOptions on every request, for reply decorators (reply.helmet, reply.cspNonce) nothing uses.
 */
export const securityHeaders = fp(
  async (app) => {
    const pageHeaders = await helmetHeaders({
      contentSecurityPolicy: contentSecurityPolicy(app.config),
      crossOriginEmbedderPolicy: false,
    });
    const subresourceHeaders = subresourceSecurityHeaders(pageHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      const subresource = SUBRESOURCE_PREFIXES.some((prefix) => request.url.startsWith(prefix));
      reply.headers(subresource ? subresourceHeaders : pageHeaders);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['app-context'] },
);
