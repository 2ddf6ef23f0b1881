import { useLingui } from '@lingui/react';
import { Box } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { LANGUAGE_QUERY, type Language } from '../../../domain/format';
import { useLanguage } from '../../lib/i18n';
import { useAppDispatch } from '../../store/hooks';
import { changeLanguage } from '../../store/preferences';

/**
 * What every language switch does (the navbar's and footer's button, the phone menu's item): names the other language
 * in its own script and switches to it. An address that says `?lang=` loses it, so the address and the cookie never
 * disagree after a switch.
 */
export function useLanguageSwitch(onSwitched?: () => void) {
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
    <Box component="span" lang={other === 'bn' ? 'bn' : 'en'} aria-hidden sx={{ fontFamily: 'fontFamilyBrand' }}>
      {_('common.language.switchTo')}
    </Box>
  );
  return { switchLanguage, text, label: _('common.language.switchLabel') };
}
