import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastRequested, toastRequested } from './toast';

const ToastHost = lazy(() => import('./ToastHost'));

/** Mounts notistack's provider the first time a toast is asked for (it is not part of the first paint). */
export function Toaster() {
  const [needed, setNeeded] = useState(toastRequested);
  useEffect(() => {
    if (needed) return undefined;
    // A toast may have been asked for between the first render and this effect.
    if (toastRequested()) {
      setNeeded(true);
      return undefined;
    }
    return onToastRequested(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
