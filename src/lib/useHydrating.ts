import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * True on the server (src/entry-server.tsx) and while the browser hydrates the HTML it rendered; false in every later
 * render. What depends on the browser (the window's width) must render as on the server until then, or React throws
 * the server's HTML away.
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => false,
    () => true,
  );
