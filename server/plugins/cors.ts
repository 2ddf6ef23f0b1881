import fp from 'fastify-plugin';

/**
 * Cross-origin API calls from the origins in CORS_ORIGINS (none by default: the SPA is served from the API's own
 * origin). A preflight from any other origin is refused with a 403.
 */
export const cors = fp(
  async (app) => {
    const { corsOrigins } = app.config;
    if (corsOrigins.length === 0) return;
    app.addHook('onRequest', async (request, reply) => {
      // Answers differ by Origin, so caches must key on it, allowed origin or not.
      if (request.url.startsWith('/api/')) reply.header('Vary', 'Origin');
      const origin = request.headers.origin;
      const preflight =
        request.method === 'OPTIONS' &&
        origin !== undefined &&
        request.headers['access-control-request-method'] !== undefined;
      if (origin && corsOrigins.includes(origin)) {
        reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
        reply.header('Access-Control-Allow-Headers', 'Authorization, Content-Type');
        reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
        if (request.method === 'OPTIONS') return reply.status(204).send();
      } else if (preflight) {
        return reply.status(403).send({
          statusCode: 403,
          error: 'Forbidden',
          message: `Cross-origin requests from ${origin} are not allowed`,
        });
      }
    });
  },
  { name: 'cors', dependencies: ['app-context'] },
);
