import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the page has loaded and the browser is idle: for work that improves a screen already shown (a carousel
 * taking over its first slide) and would otherwise compete with the first paint on a slow phone.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idleId: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') idleId = requestIdleCallback(() => setReady(true), { timeout: 3000 });
      else timer = setTimeout(() => setReady(true), 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idleId !== undefined) cancelIdleCallback(idleId);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}

/** True once `ref`'s element comes within `margin` of the viewport (at once where IntersectionObserver is missing). */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
