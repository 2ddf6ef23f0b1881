import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useLingui } from '@lingui/react';

const reloadPage = () => window.location.reload();

/**
 * A screen chunk that failed to download (offline, or a new deploy replaced it) or a render error shows a friendly
 * page whose button reloads the page, instead of a blank screen. (Unknown paths never get here: '*' shows NotFound.)
 */
export function RouteError({ reload = reloadPage }: { reload?: () => void }) {
  const { _ } = useLingui();
  return (
    <Box
      component="section"
      role="alert"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2, py: 8 }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <Typography variant="h3" component="h1" sx={{ color: 'primary.main', mb: 2 }}>
          {_('common.crash.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{_('common.crash.text')}</Typography>
        <Button variant="contained" size="large" startIcon={<RefreshIcon />} onClick={reload}>
          {_('common.crash.retry')}
        </Button>
      </Box>
    </Box>
  );
}

/** Shows RouteError in place of `children` when they throw; moving to another address tries again. */
export function RouteErrorBoundary({ children, reload }: { children: ReactNode; reload?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={<RouteError reload={reload} />} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}
