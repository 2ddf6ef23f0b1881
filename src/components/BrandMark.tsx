/**
 * Boipoka's mark (public/favicon.svg, the tab's icon), drawn inline: as an <img> it was a second request for the same
 * file on a first visit (the browser's icon fetch and the page's image do not share a download), early on a slow
 * connection. Decorative: the brand's name is written beside it.
 */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block', flexShrink: 0 }}
    >
      <rect width="64" height="64" rx="12" fill="#1b4965" />
      <path d="M14 16h15c3 0 5 2 5 5v29c0-3-2-5-5-5H14z" fill="#fff" />
      <path d="M50 16H37c-2 0-3 1-3 3v31c0-3 2-5 5-5h11z" fill="#bee9e8" />
    </svg>
  );
}
