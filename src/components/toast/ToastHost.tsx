import { useEffect } from 'react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { attachToastHost } from './toast';

/**
 * notistack's provider (lazy: see toast.ts). Top-right as SPEC.md §9 says, below the sticky navbar
 * (app/globalStyles.tsx).
 */
export default function ToastHost() {
  useEffect(() => {
    attachToastHost(enqueueSnackbar);
    return () => attachToastHost(null);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      classes={{ containerAnchorOriginTopRight: 'toasts-below-navbar' }}
    />
  );
}
