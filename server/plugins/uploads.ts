import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { readImage, readLegacyImageFile } from '../services/images';

/**
 * Uploaded images at /uploads/images/:name. They live in the database so that every API process serves them; files
 * written under <uploads>/images by older versions, and anything else in the uploads folder, are still served from it.
 */
export const uploads = fp(
  async (app) => {
    const { uploadsDir } = app.config;
    app.get('/uploads/images/:name', { schema: { hide: true } }, async (request, reply) => {
      const { name } = request.params as { name: string };
      const image = (await readImage(app.db, name)) ?? (await readLegacyImageFile(uploadsDir, name));
      if (!image) return reply.callNotFound();
      return reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .send(image.bytes);
    });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
  },
  { name: 'uploads', dependencies: ['app-context'] },
);
