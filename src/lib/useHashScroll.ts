import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrating } from './serverPage';
import { prefersReducedMotion } from './smoothScroll';

/**
 * Brings the element named by the URL's #hash into view once the page has rendered it
 * (links such as /aboutus#terms arrive before the lazily loaded page exists, so the browser cannot).
 * `ready` lets a page wait until the target section is on screen; a page the server drew waits for its hydration,
 * after which the section is built (BelowTheFold).
 */
export function useHashScroll(ready = true) {
  const { hash, key } = useLocation();
  const hydrating = useHydrating();
  useEffect(() => {
    if (!ready || hydrating || !hash) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      // Opening the address jumps, as a browser does: a smooth scroll would build the sections it passes
      // (BelowTheFold), and the target would move down as they grow.
      const opened = key === 'default';
      target.scrollIntoView?.({ block: 'start', behavior: opened || prefersReducedMotion() ? 'instant' : 'smooth' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, key, ready, hydrating]);
}
