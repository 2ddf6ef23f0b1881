import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { LOCAL_SANDBOX_PREFIX } from '../config';
import { matchesIfNoneMatch, weakEtag } from '../http-validators';
import type { CatalogueCategories } from './categories';
import { robotsTxt, sitemapXml } from './crawlers';
import { siteOrigin } from './site';

/**
 * Crawlers read these a few times a day; an hour keeps a new category's list out of the sitemap no longer than that.
 */
const CACHE_CONTROL = 'public, max-age=3600';

/** One body kept per key (the origin and what the body is made of): the last one made. */
function lastMade<K extends unknown[]>(make: (...key: K) => string) {
  let kept: { key: K; body: string; etag: string } | null = null;
  return (...key: K) => {
    if (!kept || kept.key.length !== key.length || kept.key.some((part, i) => part !== key[i])) {
      const body = make(...key);
      kept = { key, body, etag: weakEtag(body) };
    }
    return kept;
  };
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  { body, etag }: { body: string; etag: string },
) {
  reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type(type).send(body);
}

/** /robots.txt and /sitemap.xml, on the shop's own origin (server/seo/site.ts), limited like the pages. */
export function seoRoutes(
  app: FastifyInstance,
  { categories, preHandler }: { categories: CatalogueCategories; preHandler: preHandlerAsyncHookHandler },
) {
  const sandboxPrefix = app.config.payments.localSandbox ? LOCAL_SANDBOX_PREFIX : null;
  const robots = lastMade((origin: string) => robotsTxt(origin, { sandboxPrefix }));
  const sitemap = lastMade((origin: string, names: readonly string[]) => sitemapXml(origin, names));

  app.get('/robots.txt', { preHandler, schema: { hide: true } }, async (request, reply) =>
    send(request, reply, 'text/plain; charset=utf-8', robots(siteOrigin(app.config, request))),
  );
  app.get('/sitemap.xml', { preHandler, schema: { hide: true } }, async (request, reply) =>
    send(
      request,
      reply,
      'application/xml; charset=utf-8',
      sitemap(siteOrigin(app.config, request), await categories()),
    ),
  );
}
