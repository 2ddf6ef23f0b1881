import { useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { clockParts } from '../../../domain/format';
import { BANGLA_LETTERS } from '../../lib/banglaLetters';
import { useLanguage } from '../../lib/i18n';
import { useLingui } from '@lingui/react';

/** Digital clock with weekday and AM/PM, updated every second (12-hour by default). */
export function Clock({ hour12 = true }: { hour12?: boolean }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const { weekday, time, period } = clockParts(now, language, hour12);
  return (
    <Box
      component="time"
      dateTime={now.toISOString()}
      aria-label={_('common.clock.label')}
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'rgba(255,255,255,0.08)',
        border: '1px solid rgba(255,255,255,0.2)',
      }}
    >
      <Typography
        variant="caption"
        sx={{ letterSpacing: 2, textTransform: 'uppercase', opacity: 0.8, ...BANGLA_LETTERS }}
      >
        {weekday}
      </Typography>
      <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontSize: 24, fontWeight: 700, lineHeight: 1.2 }}>
        {time}{' '}
        <Box component="span" sx={{ fontSize: 14 }}>
          {period}
        </Box>
      </Typography>
    </Box>
  );
}
