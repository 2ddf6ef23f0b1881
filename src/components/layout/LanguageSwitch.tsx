import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router-dom';
import { Button, ListItemButton, ListItemText, type SxProps, type Theme } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGE_QUERY, type Language } from '../../../domain/format';
import { useLanguage } from '../../lib/i18n';
import { useAppDispatch } from '../../store/hooks';
import { changeLanguage } from '../../store/preferences';

/**
 * The choice between English and Bangla (navbar, phone menu, footer): names the other language in its own script.
 * An address that says `?lang=` loses it, so the address and the cookie never disagree after a switch.
 */
export function LanguageSwitch({
  variant = 'button',
  onSwitched,
  sx,
}: {
  variant?: 'button' | 'menu';
  onSwitched?: () => void;
  sx?: SxProps<Theme>;
}) {
  const { _ } = useLingui();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const other: Language = language === 'bn' ? 'en' : 'bn';
  const switchLanguage = () => {
    void dispatch(changeLanguage(other)).then(() => {
      if (searchParams.has(LANGUAGE_QUERY)) {
        const next = new URLSearchParams(searchParams);
        next.delete(LANGUAGE_QUERY);
        setSearchParams(next, { replace: true, preventScrollReset: true });
      }
      onSwitched?.();
    });
  };
  const text = (
    <span lang={other === 'bn' ? 'bn' : 'en'} aria-hidden>
      {_('common.language.switchTo')}
    </span>
  );
  const label = _('common.language.switchLabel');
  if (variant === 'menu')
    return (
      <ListItemButton onClick={switchLanguage} aria-label={label} sx={sx}>
        <TranslateIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
        <ListItemText primary={text} />
      </ListItemButton>
    );
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
