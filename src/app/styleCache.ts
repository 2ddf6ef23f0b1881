import createCache, { type EmotionCache } from '@emotion/cache';
import { afterLoadAndIdle } from '../lib/useDeferredMount';

/**
 * Emotion compiles each style the first time a screen draws it (stylis, then insertRule). On a phone that was
 * 40–60 ms inside each screen's first commit, the largest share of the JavaScript in Lighthouse's Total Blocking Time
 * (issue 11). So a visit's compiled rules are kept in localStorage and, on the next visit, put back as one <style>
 * before the cache is created: emotion reads the names listed on it as already inserted (its server-rendering
 * hydration) and skips compiling them. A first visit compiles as before. Keeping (keepStyles.ts) is set up once the page
 * has loaded and the browser is idle, so its code stays off the first load.
 *
 * Safe to reuse: a rule's class name is a hash of the style it was compiled from, so a kept rule is either exactly
 * the style a component asks for or never asked for. The copy is still dropped with every new build (the key is this
 * module's hashed URL), so a new emotion or stylis never meets rules compiled by the old one.
 */
export const STORAGE_KEY = 'boipoka.compiled-styles';
export const CACHE_KEY = 'css';

export interface KeptStyles {
  build: string;
  names: string[];
  css: string;
}

export function createStyleCache(storage: Storage = localStorage, build = import.meta.url): EmotionCache {
  restoreKeptStyles(storage, build);
  const cache = createCache({ key: CACHE_KEY });
  afterLoadAndIdle(() => void import('./keepStyles').then(({ keepStylesOnLeave }) => keepStylesOnLeave(storage, build)), { idleTimeout: 5000 });
  return cache;
}

function restoreKeptStyles(storage: Storage, build: string) {
  try {
    const kept = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as KeptStyles | null;
    if (!kept || kept.build !== build || kept.names.length === 0) return;
    const style = document.createElement('style');
    style.setAttribute('data-emotion', `${CACHE_KEY} ${kept.names.join(' ')}`);
    style.textContent = kept.css;
    document.head.appendChild(style);
  } catch {
    // Storage blocked or the copy unreadable: the styles are compiled as on a first visit.
  }
}
