export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/books', label: 'Books', end: false },
  { to: '/aboutus', label: 'About US', end: false },
  { to: '/contactus', label: 'Contact US', end: false },
] as const;
