import { startTransition, useEffect, useState, type RefObject } from 'react';

/** Runs `callback` when the browser is idle (or after `timeout` ms at the latest); returns a cancel function. */
export function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}

/**
 * Runs `callback` once the page has loaded, `delayMs` more have passed and the browser is idle (or `idleTimeout` ms
 * later at the latest); returns a cancel function.
 */
export function afterLoadAndIdle(callback: () => void, { delayMs = 0, idleTimeout = 3000 } = {}): () => void {
  let cancelIdle = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterLoad = () => {
    timer = setTimeout(() => (cancelIdle = whenIdle(callback, idleTimeout)), delayMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    clearTimeout(timer);
    cancelIdle();
  };
}

/**
 * True once the page has loaded, `delayMs` more have passed and the browser is idle: for work that improves a screen
 * already shown (a carousel taking over its first slide) and would otherwise compete with the first paint on a slow
 * phone.
 */
export function useAfterLoad(delayMs = 0): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoadAndIdle(() => setReady(true), { delayMs }), [delayMs]);
  return ready;
}

/**
 * True once `ref`'s element comes within `margin` of the viewport (at once where IntersectionObserver is missing).
 * What it reveals renders as a transition: in short slices, not one long task.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  // A browser that cannot tell renders at once; the server (src/entry-server.tsx) renders what a first render does.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && startTransition(() => setNear(true)),
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
