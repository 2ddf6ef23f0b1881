import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { matchesIfNoneMatch } from '../http-validators';
import { FILE_FOLDERS } from '../spa/file-folders';
import { screenPreloads } from '../spa/screen-preloads';
import { loadShellPages, pickEncoding } from '../spa/shell-html';
import { loadRenderPage, serverRenderer, type RenderPage } from '../spa/server-render';
import { catalogueCategories } from '../seo/categories';
import { seoHead as pageHead } from '../seo/head';
import { languageCookie, pageLanguage } from '../seo/language';
import { seoPageOf } from '../../domain/page-titles';
import { seoRoutes } from '../seo/routes';
import { siteOrigin } from '../seo/site';
import { CATEGORY_PARAM, drawnPage, isGuarded, type DrawnPage } from '../../domain/screens';
import { drawnSignInAddress, signInAddress } from '../../domain/sign-in';
import { hasPageSession } from '../auth/page-session';

export interface SpaOptions {
  /**
   * The server's render of the landing screens; by default the one built beside the SPA (server/spa/server-render.ts).
   */
  renderPage?: RenderPage | null;
}

/**
 * The built SPA (SPA_DIR): its files, and the shell page for every other GET that is not an API call or a file (the
 * history fallback), drawn on the server for the landing screens. Anything else unknown is a JSON 404.
 */
export const spa = fp<SpaOptions>(
  async (app, { renderPage: givenRenderPage }) => {
    const { spaDir } = app.config;
    const spaIndex = path.join(spaDir, 'index.html');
    const hasSpa = existsSync(spaIndex);
    const shellPage = hasSpa ? loadShellPages(spaDir) : null;
    // The server's render of the landing screens (`npm run build` makes it beside the SPA); without it, the bare shell.
    const renderPage = !hasSpa ? null : givenRenderPage !== undefined ? givenRenderPage : await loadRenderPage(spaDir);
    if (hasSpa && !renderPage)
      app.log.warn('no server render built beside the SPA: pages are drawn by the browser alone');
    const renderScreen = renderPage ? serverRenderer(app, renderPage) : null;
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: spaDir,
        prefix: '/',
        wildcard: false,
        index: false,
        // The .br and .gz copies `npm run build` writes beside every asset, chosen by the client's Accept-Encoding.
        preCompressed: true,
        // Our own Cache-Control below (the plugin's default would be max-age=0 for everything).
        cacheControl: false,
        setHeaders(res, filePath) {
          // The body depends on Accept-Encoding (preCompressed): caches must keep one copy per encoding.
          res.setHeader('Vary', 'Accept-Encoding');
          // Hashed build assets never change; index.html must always be revalidated.
          res.setHeader(
            'Cache-Control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    // Pages cost what the API costs: limited per client like the API's routes (in Redis when configured), the shell and
    // the drawn landing pages alike.
    const pageRateLimit = app.rateLimit({ max: app.config.pageRateLimit, timeWindow: '1 minute' });
    // The pages' language and addresses for crawlers: /robots.txt, /sitemap.xml, and each page's head tags.
    const categories = catalogueCategories(app);
    seoRoutes(app, { categories, preHandler: pageRateLimit });

    app.setNotFoundHandler({ preHandler: pageRateLimit }, async (request, reply) => {
      if (hasSpa && servesSpaShell(request.method, request.url)) {
        // History fallback for every client (browsers, curl, crawlers): the SPA's router decides, including its
        // own not-found page. A book cover that is the screen's largest paint, and the API reads it needs, are
        // preloaded from here (the cover when it can be looked up: no such book, or a failed lookup, leaves it out).
        const pathname = request.url.split('?')[0];
        const { language, named } = pageLanguage(request.url, request.headers.cookie);
        // A visitor opening a guarded address goes to sign in before any of it loads (SPEC.md §2's guards); with a
        // session cookie the SPA's own guards decide, as they do for every later navigation.
        if (isGuarded(pathname) && !(await hasPageSession(request))) {
          return reply
            .header('Cache-Control', 'no-store')
            .header('Vary', 'Cookie')
            .redirect(signInAddress(request.url, 'signInRequired', named ? language : undefined), 303);
        }
        // Only the catalogue's own categories have list pages of their own (drawn, titled, in the sitemap).
        const names = namesCategory(request.url)
          ? await categories().catch((error: unknown) => {
              request.log.warn({ err: error }, 'pages: category lookup failed');
              return [] as readonly string[];
            })
          : [];
        const isCategory = (name: string) => names.includes(name);
        // The public landing screens come rendered (domain/screens.ts; a failed render leaves it to the browser).
        const drawn = renderScreen !== null ? drawnPage(request.url, isCategory) : null;
        // And a visitor's sign-in page (a signed-in browser's SPA leaves it at once, so it gets the shell).
        const signInPage = renderScreen !== null && drawn === null ? drawnSignInAddress(request.url) : null;
        const address = drawn
          ? renderedAddress(drawn)
          : signInPage !== null && !(await hasPageSession(request))
            ? signInPage
            : null;
        const [preloads, rendered] = await Promise.all([
          screenPreloads(app.db, request.url, (error) =>
            request.log.warn({ err: error }, 'shell: cover lookup failed'),
          ),
          address !== null
            ? renderScreen!(address, { language }).catch((error: unknown) => {
                request.log.error({ err: error }, 'server render failed');
                return null;
              })
            : null,
        ]);
        const seoHead = pageHead(seoPageOf(request.url, isCategory), language, siteOrigin(app.config, request));
        // The navigation preload of the shop's service worker (Workbox's navigationPreload) says it holds the chunks.
        const fromServiceWorker = request.headers['service-worker-navigation-preload'] !== undefined;
        const { html, etag, encoded } = shellPage!({
          pathname,
          language,
          seoHead,
          preloads,
          rendered,
          fromServiceWorker,
        });
        // One page per language (the cookie may choose it), and its chunk links for a service worker's request.
        reply
          .header('Cache-Control', 'no-cache')
          .header('ETag', etag)
          .header('Vary', 'Accept-Encoding, Cookie, Service-Worker-Navigation-Preload');
        // An address that names its language makes it the browser's choice for the addresses that do not.
        if (named) reply.header('Set-Cookie', languageCookie(language, request.protocol === 'https'));
        if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
        reply.type('text/html; charset=utf-8');
        const encoding = pickEncoding(request.headers['accept-encoding']);
        return encoding ? reply.header('Content-Encoding', encoding).send(encoded[encoding]) : reply.send(html);
      }
      return reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      });
    });
  },
  { name: 'spa', dependencies: ['app-context', 'rate-limits'] },
);

/** Files of the build (and the uploads) are never answered with the shell: a missing one is a plain 404. */
const FILE_EXTENSION =
  /\.(?:js|mjs|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|otf|eot|wasm)$/i;

export function servesSpaShell(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0].split('#')[0];
  if (pathname === '/api' || pathname.startsWith('/api/') || FILE_FOLDERS.some((folder) => pathname.startsWith(folder)))
    return false;
  return !FILE_EXTENSION.test(pathname);
}

/** Whether an address names a category (only then are the catalogue's categories looked up for it). */
const namesCategory = (url: string) => {
  const queryAt = url.indexOf('?');
  return queryAt >= 0 && new URLSearchParams(url.slice(queryAt + 1)).has(CATEGORY_PARAM);
};

/** The address a drawn page is rendered at: its path and category (the language is the render's option). */
const renderedAddress = ({ path, category }: DrawnPage) =>
  category === null ? path : `${path}?${CATEGORY_PARAM}=${encodeURIComponent(category)}`;
