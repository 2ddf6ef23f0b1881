import { Alert } from '@mui/material';
import { useLingui } from '@lingui/react';
import { useOnlineStatus } from '../lib/onlineStatus';

/** Said at the top of every storefront page while the connection is gone: what still works and what does not. */
export function OfflineNotice() {
  const { _ } = useLingui();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Alert severity="warning" role="status" data-testid="offline-banner" sx={{ borderRadius: 0 }}>
      {_('common.offline.banner')}
    </Alert>
  );
}
