import { Alert, Button } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { messages } from '../lib/messages';
import { offlineText, useOnlineStatus } from '../lib/onlineStatus';

/** A failed request: what happened (that the connection is gone, when it is) and a Retry button. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const online = useOnlineStatus();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 3, alignItems: 'center' }}
      action={
        onRetry && (
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
            Retry
          </Button>
        )
      }
    >
      {message ?? (online ? messages.loadFailed : offlineText())}
    </Alert>
  );
}
