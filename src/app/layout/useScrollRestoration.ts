import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollRestorationKey } from '../../lib/scrollRestorationKey';

const STORAGE_KEY = 'boipoka:scroll-positions';
/** How long a restore keeps trying while the page (lazy chunk, then its data) grows tall enough to scroll that far. */
const RESTORE_WINDOW_MS = 1500;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}
const positions = typeof window === 'undefined' ? {} : readPositions();
function persist() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or disabled: positions still hold for this page's lifetime.
  }
}

/** Keeps trying to reach `y` until the page is tall enough, the time is up, or the shopper scrolls. */
function restoreTo(y: number): () => void {
  const deadline = performance.now() + RESTORE_WINDOW_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
  };
  const step = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1 || performance.now() > deadline) stop();
    else frame = requestAnimationFrame(step);
  };
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  window.addEventListener('keydown', stop);
  step();
  return stop;
}

function scrollToHash(hash: string) {
  document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
}

/**
 * Scroll positions as a browser keeps them for real pages: a new page opens at the top (or at its #hash), Back and
 * Forward return to where the shopper was, a reload keeps the place. Positions live in sessionStorage for the tab,
 * keyed by scrollRestorationKey. (React Router's <ScrollRestoration> needs its data router, which this app leaves
 * out of the bundle.)
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = scrollRestorationKey(location);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', persist);
    return () => window.removeEventListener('pagehide', persist);
  }, []);

  // Remember this entry's position as the shopper scrolls; keep it when they move on.
  useEffect(() => {
    const remember = () => {
      positions[key] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      persist();
    };
  }, [key]);

  useLayoutEffect(() => {
    const saved = positions[key];
    const place = (): (() => void) | void => {
      if (location.hash) return scrollToHash(location.hash);
      if (navigationType === 'POP' && saved !== undefined) return restoreTo(saved);
      window.scrollTo(0, 0);
    };
    if (location.key !== 'default') return place();
    // The entry the page was loaded with. A page the server drew can be scrolled before its scripts arrive: then the
    // place the shopper has reached wins. Read in the next frame rather than here, so that the hydration's commit does
    // not also lay out the whole page.
    let stop: (() => void) | void;
    const frame = requestAnimationFrame(() => {
      if (window.scrollY === 0) stop = place();
    });
    return () => {
      cancelAnimationFrame(frame);
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per history entry, not per render
  }, [key]);
}
