import { LANGUAGES } from '../../domain/format';
import { SCREENS } from '../../domain/screens';
import { PUBLIC_PATHS } from '../../domain/page-titles';
import { alternates } from './pages';

/**
 * Where crawlers are not sent: the API, the control panel and every screen behind the login guard (a book's page
 * too: SPEC.md puts it behind sign-in), by the path up to its first parameter (`/books/:id` → `/books/`, which leaves
 * the list at `/books` and `/books?…` open).
 */
export function disallowedPaths({ sandboxPrefix }: { sandboxPrefix: string | null }): string[] {
  const guarded = SCREENS.filter((screen) => screen.auth).map((screen) => {
    const at = screen.path.indexOf('/:');
    return at < 0 ? screen.path : screen.path.slice(0, at + 1);
  });
  return [...new Set(['/api/', '/cpanel', ...guarded, ...(sandboxPrefix ? [`${sandboxPrefix}/`] : [])])];
}

/** /robots.txt: every crawler may read the public pages, not the private ones; the sitemap's absolute address. */
export function robotsTxt(origin: string, options: { sandboxPrefix: string | null }): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths(options).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/**
 * /sitemap.xml: each public page and each category's list page, every one in both languages, each entry naming its
 * language versions with `xhtml:link` (Google's sitemap form of hreflang). Book pages are not listed: they are behind
 * the login guard.
 */
export function sitemapXml(origin: string, categories: readonly string[]): string {
  const pages = [
    ...PUBLIC_PATHS.map((path) => ({ path, category: null as string | null })),
    ...categories.map((category) => ({ path: '/books', category })),
  ];
  const urls = pages.flatMap((page) => {
    const versions = alternates(origin, page);
    const links = [...versions, { language: 'x-default', href: versions[0].href }]
      .map(({ language, href }) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(href)}"/>`)
      .join('');
    return LANGUAGES.map(
      (language) =>
        `<url><loc>${escapeXml(versions.find((version) => version.language === language)!.href)}</loc>${links}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
