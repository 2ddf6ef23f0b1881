import { Box, CircularProgress } from '@mui/material';

/** A centred spinner with an accessible label; `minHeight` keeps the layout from jumping. */
export function Loading({ label = 'Loading…', minHeight = '50vh' }: { label?: string; minHeight?: number | string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
