import type { ReactNode } from 'react';
import { Box, Container, LinearProgress, Paper, Typography } from '@mui/material';
import { useLingui } from '@lingui/react';
import { BrandMark } from '../../components/BrandMark';

/** The frame of the sign-in and sign-up screens: a centred card with the title and a progress bar while busy. */
export function AuthCard({ title, busy, children }: { title: string; busy: boolean; children: ReactNode }) {
  const { _ } = useLingui();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper
        variant="outlined"
        sx={{ position: 'relative', overflow: 'hidden', p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
      >
        {busy && (
          <LinearProgress
            aria-label={_('auth.card.working')}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          />
        )}
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
          <BrandMark size={48} />
        </Box>
        <Typography variant="h4" component="h1" align="center" sx={{ mb: 3, color: 'primary.main' }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}
