/**
 * The message catalogues of each language (`src/locales/<language>/<namespace>.json`). `common` is loaded with the
 * shell; a screen's namespace is its feature folder's name and loads with the screen; `mail` and `receipt` (the PDF)
 * are the server's; `seo` (titles and descriptions) is the server's, and the SPA's after an in-app navigation.
 */
export const NAMESPACES = [
  'common',
  'home',
  'books',
  'auth',
  'checkout',
  'orders',
  'contacts',
  'admin',
  'mail',
  'receipt',
  'seo',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The namespaces the SPA loads; the rest are read by the server. */
export const SPA_NAMESPACES = NAMESPACES.filter((namespace) => namespace !== 'mail' && namespace !== 'receipt');

export const isNamespace = (value: string): value is Namespace => (NAMESPACES as readonly string[]).includes(value);

/** A screen's messages: its feature folder's namespace (`common` is always loaded). */
export function namespacesOfPage(page: string): Namespace[] {
  const feature = /^src\/features\/([^/]+)\//.exec(page)?.[1];
  return feature && isNamespace(feature) ? [feature] : [];
}
