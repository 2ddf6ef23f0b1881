import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** The OpenAPI description of every route's schema, browsable at /api/docs. */
export const openApi = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Boipoka API',
          version: '1.0.0',
          description: 'Online book shop: catalogue, accounts, orders, payments, contacts.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
