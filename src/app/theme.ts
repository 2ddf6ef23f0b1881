import { createTheme, responsiveFontSizes } from '@mui/material/styles';

/**
 * The shop's colours and fonts, named once. Screens use them through the theme: sx colour paths such as
 * `bgcolor: 'surface.sand'`, `fontFamily: 'fontFamilySerif'` (sx looks fontFamily up in theme.typography), or
 * `theme.palette.surface.night` in callbacks and drawn SVGs.
 */
const surface = {
  /** Warm paper behind covers and tinted sections. */
  sand: '#efe9df',
  /** The dog-ear of an available book card. */
  dogEar: '#d9cbb3',
  /** Footer and dark gradients. */
  night: '#102a3c',
  /** Hero slides while their art loads. */
  deep: '#0b2545',
  /** Text on dark surfaces, light strokes. */
  mist: '#e4e7eb',
  /** The about page's hero while its art loads. */
  bark: '#3d1f12',
  /** Blue at the end of the contact header's gradient. */
  ocean: '#2c6e91',
  /** Deeper end of the secondary colour's gradient. */
  ember: '#c8553d',
  /** Hover on white buttons over the secondary colour. */
  blush: '#fdebe6',
  /** Lines in the empty-state drawing. */
  slate: '#9aa5b1',
  /** Darkest ink: overlays on photos (with alpha). */
  ink: '#06101c',
} as const;

const rating = { filled: '#f4a300', empty: '#d9dee5' } as const;

/** The drawn map on the contact page. */
const map = { land: '#e8eef2', water: '#a9d3ea', park: '#cfe8c7', parkText: '#4a7a3f', waterText: '#3b6f8f' } as const;

/**
 * Every stack that can show Bengali text (বইপোকা, the taka sign ৳ in prices) names the bundled Noto Sans Bengali
 * (src/app/globalStyles.tsx) first: a phone without a Bengali font would otherwise draw empty boxes. Its faces cover
 * only Bengali code points (unicode-range), so Latin text is set in the families after it and never fetches them.
 * `fontFamilyBrand` is for the fixed Bengali words of an English page (the name beside the logo, the language
 * switch), whose letters a small font of their own holds.
 */
const bengali = '"Noto Sans Bengali"';
const serif = `${bengali}, Georgia, "Times New Roman", serif`;
const sans = `${bengali}, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`;
const brand = `"Bengali Brand", ${sans}`;

declare module '@mui/material/styles' {
  interface Palette {
    surface: typeof surface;
    rating: typeof rating;
    map: typeof map;
  }
  interface PaletteOptions {
    surface?: typeof surface;
    rating?: typeof rating;
    map?: typeof map;
  }
  interface TypographyVariants {
    fontFamilySerif: string;
    fontFamilyBrand: string;
  }
  interface TypographyVariantsOptions {
    fontFamilySerif?: string;
    fontFamilyBrand?: string;
  }
}

const primary = '#1b4965';

export const theme = responsiveFontSizes(
  createTheme({
    palette: {
      primary: { main: primary, contrastText: '#ffffff' },
      // White on this coral is 2.95:1 (Lighthouse flagged the contained buttons); the darkest ink is 4.9:1.
      secondary: { main: '#e07a5f', contrastText: '#1f2933' },
      background: { default: '#f7f5f0', paper: '#ffffff' },
      text: { primary: '#1f2933', secondary: '#52606d' },
      surface,
      rating,
      map,
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: sans,
      fontFamilySerif: serif,
      fontFamilyBrand: brand,
      h1: { fontFamily: serif, fontWeight: 700 },
      h2: { fontFamily: serif, fontWeight: 700 },
      h3: { fontFamily: serif, fontWeight: 700 },
      h4: { fontFamily: serif, fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      // Nothing falls back to a system font: the root and bare form controls (IconButton, slick's dots) would
      // otherwise take the browser's defaults, and each system family and size is a lookup inside layout.
      MuiCssBaseline: {
        styleOverrides: { html: { fontFamily: sans }, 'button, input, select, textarea': { fontFamily: 'inherit' } },
      },
    },
  }),
);
