import { Button } from '@mui/material';
import { Workbox } from 'workbox-window';
import { toast } from '../components/toast';
import { i18n } from '@lingui/core';

/** How often an open page asks whether a new deployment is out (the browser also asks on every navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (dist/sw.js, written by vite-plugin-pwa) and offers a new version when one has
 * installed: a toast with a Reload button, never a reload the shopper did not ask for (a checkout form or a book
 * being edited would be lost). Reload tells the waiting worker to take over and reloads this page once it has;
 * other open tabs keep their toast and reload when their shopper chooses.
 */
export function registerServiceWorker(swUrl = '/sw.js'): Workbox | null {
  if (!('serviceWorker' in navigator)) return null;
  const workbox = new Workbox(swUrl, { scope: '/' });
  let offered = false;
  const offerUpdate = () => {
    if (offered) return;
    offered = true;
    toast(
      <span data-testid="update-ready">
        {i18n._('common.offline.updateReady')}{' '}
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          sx={{ ml: 1 }}
          onClick={() => {
            workbox.addEventListener('controlling', () => window.location.reload());
            workbox.messageSkipWaiting();
          }}
        >
          {i18n._('common.offline.reload')}
        </Button>
      </span>,
      { variant: 'info', persist: true, preventDuplicate: true },
    );
  };
  // A version waiting when this page registers, or one that installs while it is open.
  workbox.addEventListener('waiting', offerUpdate);
  // A browser that refuses service workers (a private window, a policy) still has the whole shop, only not offline.
  workbox
    .register({ immediate: true })
    .then((registration) => {
      if (!registration) return;
      const check = () => void registration.update().catch(() => {});
      setInterval(check, UPDATE_CHECK_MS);
      window.addEventListener('online', check);
    })
    .catch(() => {});
  return workbox;
}
