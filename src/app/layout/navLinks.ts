/** The storefront's main links; each label is a message key (common namespace). */
export const NAV_LINKS = [
  { to: '/', label: 'common.nav.home', end: true },
  { to: '/books', label: 'common.nav.books', end: false },
  { to: '/aboutus', label: 'common.nav.about', end: false },
  { to: '/contactus', label: 'common.nav.contact', end: false },
] as const;
