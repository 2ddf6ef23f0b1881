import { LRUCache } from 'lru-cache';
import type { Language } from '../../domain/format';
import { LANGUAGE_PARAM } from '../../domain/screens';
import { escapeHtml, scriptJson } from '../spa/escape';
import { seoText, type SeoKey } from './messages';
import { PUBLIC_PATHS, titleOf, type SeoPage } from '../../domain/page-titles';
import { alternates, publicAddress } from './pages';

/** Each public page's description (src/locales/{en,bn}/seo.json); its title is domain/page-titles.ts's. */
const DESCRIPTIONS: Record<string, SeoKey> = {
  '/': 'seo.home.description',
  '/books': 'seo.books.description',
  '/aboutus': 'seo.about.description',
  '/contactus': 'seo.contact.description',
  '/terms': 'seo.terms.description',
};
const undescribed = PUBLIC_PATHS.filter((path) => !DESCRIPTIONS[path]);
if (undescribed.length)
  throw new Error(`server/seo/head.ts: no description for the public page(s) ${undescribed.join(', ')}`);

/** Open Graph's locale (language_TERRITORY) of each language. */
export const OG_LOCALE: Record<Language, string> = { en: 'en_US', bn: 'bn_BD' };

/** The picture shared with a link to the shop (1200 × 630, `public/og-image.png`). */
export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };
/** The shop's mark, square, for the Organization's logo. */
export const LOGO_PATH = '/favicon.svg';

/** The list page's search parameter (BookListPage reads `search`). */
export const SEARCH_PARAM = 'search';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
const link = (rel: string, href: string, extra = '') => `<link rel="${rel}"${extra} href="${escapeHtml(href)}">`;
const title = (text: string) => `<title>${escapeHtml(text)}</title>`;

/** Never indexed: a page's head says so and names no canonical of its own. */
const NOINDEX = meta('name', 'robots', 'noindex');

/** The home page's structured data: the shop as an Organization, and the WebSite with its search (schema.org). */
export function homeStructuredData(origin: string, language: Language): object {
  const other: Language = language === 'en' ? 'bn' : 'en';
  // The list page searched, in this language; the template's braces are written as they are (schema.org's form).
  const target = `${origin}/books?${SEARCH_PARAM}={search_term_string}${language === 'en' ? '' : `&${LANGUAGE_PARAM}=${language}`}`;
  const organization = `${origin}/#organization`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organization,
        name: seoText(language, 'seo.siteName'),
        alternateName: seoText(other, 'seo.siteName'),
        url: `${origin}/`,
        logo: `${origin}${LOGO_PATH}`,
      },
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name: seoText(language, 'seo.siteName'),
        alternateName: seoText(other, 'seo.siteName'),
        url: publicAddress(origin, { path: '/', category: null }, language),
        inLanguage: language === 'en' ? 'en' : 'bn-BD',
        publisher: { '@id': organization },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: target },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

function writeHead(page: SeoPage, language: Language, origin: string): string {
  const { key, values } = titleOf(page);
  const pageTitle = seoText(language, key, values);
  if (page.kind === 'private' || page.kind === 'notFound') return title(pageTitle) + NOINDEX;
  if (page.kind === 'search') return title(pageTitle) + meta('name', 'robots', 'noindex, follow');

  const description = seoText(
    language,
    page.category === null ? DESCRIPTIONS[page.path] : 'seo.category.description',
    values,
  );
  const address = publicAddress(origin, page, language);
  const versions = alternates(origin, page);
  const other: Language = language === 'en' ? 'bn' : 'en';
  const tags = [
    title(pageTitle),
    meta('name', 'description', description),
    link('canonical', address),
    ...versions.map(({ language: version, href }) => link('alternate', href, ` hreflang="${version}"`)),
    link('alternate', versions[0].href, ' hreflang="x-default"'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', seoText(language, 'seo.siteName')),
    meta('property', 'og:title', pageTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', address),
    meta('property', 'og:image', `${origin}${SHARE_IMAGE.path}`),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('property', 'og:image:alt', seoText(language, 'seo.image.alt')),
    meta('property', 'og:locale', OG_LOCALE[language]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
  if (page.path === '/' && page.category === null)
    tags.push(`<script type="application/ld+json">${scriptJson(homeStructuredData(origin, language))}</script>`);
  return tags.join('');
}

/** Heads kept: a few dozen pages in two languages (more when the origin comes from the request's host). */
const heads = new LRUCache<string, string>({ max: 1000 });

/**
 * The tags <head> carries for a page, in its language: title and description; for a public page its canonical
 * address, the hreflang pair (English, Bangla, x-default = English), Open Graph, and on the home page its structured
 * data; for any other page a generic title and noindex. Everything written in is escaped. Kept once written: writing
 * them cost more than the rest of a kept page.
 */
export function seoHead(page: SeoPage, language: Language, origin: string): string {
  const key = JSON.stringify([page, language, origin]);
  let head = heads.get(key);
  if (head === undefined) heads.set(key, (head = writeHead(page, language, origin)));
  return head;
}
