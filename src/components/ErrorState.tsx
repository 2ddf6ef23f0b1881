import { Alert, Button } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useLingui } from '@lingui/react';
import { isOffline } from '../lib/onlineStatus';

/**
 * A failed request: what happened (that the connection is gone, when it is) and a Retry button. Read when drawn: a
 * read that failed offline is made again when the connection returns (refetchOnReconnect), which draws it again.
 */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { _ } = useLingui();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 3, alignItems: 'center' }}
      action={
        onRetry && (
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
            {_('common.action.retry')}
          </Button>
        )
      }
    >
      {message ?? _(isOffline() ? 'common.offline.message' : 'common.error.loadFailed')}
    </Alert>
  );
}
