import { ListItemButton, ListItemText, type SxProps, type Theme } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLanguageSwitch } from './useLanguageSwitch';

/** The language switch as an item of the phone's menu list (see LanguageSwitch). */
export function LanguageMenuItem({ onSwitched, sx }: { onSwitched?: () => void; sx?: SxProps<Theme> }) {
  const { switchLanguage, text, label } = useLanguageSwitch(onSwitched);
  return (
    <ListItemButton onClick={switchLanguage} aria-label={label} sx={sx}>
      <TranslateIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
      <ListItemText primary={text} />
    </ListItemButton>
  );
}
