import { constants as zlibConstants } from 'node:zlib';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import type { Database } from '../db/client';
import { catalogueCache } from './catalogue-cache';

/** How API answers are compressed, by @fastify/compress and by the catalogue cache for the copies it keeps. */
export const API_COMPRESSION = {
  threshold: 1024,
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
};

/**
 * Compressed answers and the catalogue cache, together because their order matters: the cache is registered first,
 * compresses the answers of its routes itself (once per entry) and takes them out of @fastify/compress's reach (see
 * catalogue-cache.ts). Other API answers above 1 kB go out compressed by @fastify/compress; the built SPA is
 * precompressed at build time and served as is (spa.ts). Brotli at quality 4: most of its gain over gzip at a
 * fraction of the default quality 11's CPU per response.
 */
export const compression = fp<{ database: Database }>(
  async (app, { database }) => {
    await app.register(catalogueCache, { database, enabled: app.config.catalogueCache, compression: API_COMPRESSION });
    await app.register(compress, { ...API_COMPRESSION, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
