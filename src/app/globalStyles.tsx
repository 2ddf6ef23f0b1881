import { GlobalStyles } from '@mui/material';
import bengaliWoff2 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import bengaliWoff from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff?url';
import brandWoff2 from '../assets/fonts/bengali-brand.woff2?no-inline';

/*
 * The app's few global rules, through emotion like every other style: a server-drawn page carries them in the styles
 * it extracts (src/entry-server.tsx), so its first paint waits for no stylesheet.
 *
 * The taka sign and বইপোকা need a Bengali font; a device without one gets Noto Sans Bengali, named first in every
 * font stack that can show Bengali text (theme.ts). Its unicode-ranges keep Latin text on the families after it and
 * tell the browser, before a file arrives, which letters are whose, so it lays them out with the font once loaded
 * instead of keeping the boxes it drew first. Two files serve it: the taka sign and the digits come from a small one
 * (scripts/make-brand-font.ts) that also holds the fixed Bengali words of an English page (`Bengali Brand`,
 * theme.typography.fontFamilyBrand); every other Bengali letter from @fontsource's subset. So an English page,
 * whose only Bengali is prices, the name beside the logo and the language switch, never fetches the large one. Letters
 * that join into one shape must come from one file: only signs and digits, which join nothing, are split off.
 */
const styles = `
@font-face {
  font-family: 'Noto Sans Bengali';
  font-style: normal;
  font-display: swap;
  font-weight: 400;
  src: url('${bengaliWoff2}') format('woff2'), url('${bengaliWoff}') format('woff');
  unicode-range: U+0951-0952, U+0964-0965, U+0980-09E5, U+09F0-09F2, U+09F4-09FE, U+1CD0, U+1CD2, U+1CD5-1CD6, U+1CD8,
    U+1CE1, U+1CEA, U+1CED, U+1CF2, U+1CF5-1CF7, U+200C-200D, U+20B9, U+25CC, U+A8F1;
}
@font-face {
  font-family: 'Noto Sans Bengali';
  font-style: normal;
  font-display: swap;
  font-weight: 400;
  src: url('${brandWoff2}') format('woff2');
  unicode-range: U+09E6-09EF, U+09F3;
}
@font-face {
  font-family: 'Bengali Brand';
  font-style: normal;
  font-display: swap;
  font-weight: 400;
  src: url('${brandWoff2}') format('woff2');
  unicode-range: U+0980-09FE;
}
html { scroll-behavior: smooth; }
img { max-width: 100%; }
.skip-link { position: absolute; left: -9999px; top: 0; z-index: 2000; padding: 8px 16px; background: #fff; color: #1b4965; }
.skip-link:focus { left: 8px; top: 8px; }
/* Toasts (top-right) start below the sticky navbar (60 px on phones, 68 px from md) instead of covering it. */
.notistack-SnackbarContainer.toasts-below-navbar { top: 64px; }
@media (min-width: 900px) { .notistack-SnackbarContainer.toasts-below-navbar { top: 72px; } }
`;

export const AppGlobalStyles = () => <GlobalStyles styles={styles} />;
