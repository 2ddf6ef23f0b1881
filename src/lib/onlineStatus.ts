import { useSyncExternalStore } from 'react';
import { i18n } from '@lingui/core';

/**
 * Whether the browser says it has no connection. Only `false` is trusted: navigator.onLine is true on a network
 * that does not reach the internet, but false is always right. Outside a browser (the server's render) it is online.
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const online = () => !isOffline();
// Drawn on the server (and hydrated) as online: the server cannot know, and a wrong banner must not flash.
const onlineOnServer = () => true;

/** True while the browser has a connection; re-renders on the online and offline events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, online, onlineOnServer);
}

/** "You are offline", in the page's language: what anything that needs the network says instead of spinning. */
export const offlineText = (): string => i18n._('common.offline.message');
