import { useEffect, useState, type ComponentType } from 'react';
import { afterLoadAndIdle } from '../lib/idleAndViewport';

/**
 * The storefront's offline support, mounted in the layout: once the page has loaded and the browser is idle, one
 * chunk of its own (src/pwa/) registers the service worker and brings the notice shown while the connection is gone.
 * None of it is in the shell, which has no byte to spare; the worker keeps the chunk, so a page opened offline has it.
 */
export function OfflineBanner() {
  const [Notice, setNotice] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      afterLoadAndIdle(
        () =>
          void import('../pwa').then(({ OfflineNotice, registerServiceWorker }) => {
            // The dev server has no worker to register.
            if (import.meta.env.PROD) registerServiceWorker();
            setNotice(() => OfflineNotice);
          }),
      ),
    [],
  );
  return Notice && <Notice />;
}
