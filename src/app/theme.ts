import { createTheme, responsiveFontSizes } from '@mui/material/styles';

export const theme = responsiveFontSizes(
  createTheme({
    palette: {
      primary: { main: '#1b4965', contrastText: '#ffffff' },
      secondary: { main: '#e07a5f', contrastText: '#ffffff' },
      background: { default: '#f7f5f0', paper: '#ffffff' },
      text: { primary: '#1f2933', secondary: '#52606d' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans Bengali", sans-serif',
      h1: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
      h2: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
      h3: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
      h4: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  }),
);
