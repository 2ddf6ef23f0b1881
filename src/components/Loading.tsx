import { Box, CircularProgress } from '@mui/material';
import { useLingui } from '@lingui/react';

/** A centred spinner with an accessible label; `minHeight` keeps the layout from jumping. */
export function Loading({ label, minHeight = '50vh' }: { label?: string; minHeight?: number | string }) {
  const { _ } = useLingui();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label={label ?? _('common.loading')} />
    </Box>
  );
}
