import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A panel page's heading ('Total Users: 12') with room for an action button on the right. */
export function PageHeading({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
    >
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {children}
      </Typography>
      {action}
    </Box>
  );
}
