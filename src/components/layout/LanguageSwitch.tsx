import { Button, type SxProps, type Theme } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLanguageSwitch } from './useLanguageSwitch';

/**
 * The choice between English and Bangla as a button (navbar, footer). The phone menu's list item is
 * LanguageMenuItem, in its own module: the list components stay out of the first load.
 */
export function LanguageSwitch({ onSwitched, sx }: { onSwitched?: () => void; sx?: SxProps<Theme> }) {
  const { switchLanguage, text, label } = useLanguageSwitch(onSwitched);
  return (
    <Button
      color="inherit"
      size="small"
      onClick={switchLanguage}
      aria-label={label}
      startIcon={<TranslateIcon fontSize="small" />}
      sx={[{ textTransform: 'none', fontWeight: 600 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {text}
    </Button>
  );
}
