import { Alert, Button } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useLingui } from '@lingui/react';

/** A failed request: what happened and a Retry button. */
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
      {message ?? _('common.error.loadFailed')}
    </Alert>
  );
}
