import { createContext, createElement, useContext, type ReactNode } from 'react';
import { useHydrating } from './useHydrating';

/** When the server rendered the page being drawn (entry-server.tsx, and main.tsx from the page's state), else null. */
const RenderedAtContext = createContext<number | null>(null);

export function RenderedAt({ time, children }: { time: number | null; children: ReactNode }) {
  return createElement(RenderedAtContext.Provider, { value: time }, children);
}

/**
 * The time to draw relative times against: the server's time of rendering on the server and while the browser
 * hydrates its page (a kept page can be hours old, and "3 hours ago" must be drawn as the server drew it or React
 * keeps the server's text for good), the browser's own clock in every later render.
 */
export function useNow(): number {
  const renderedAt = useContext(RenderedAtContext);
  const hydrating = useHydrating();
  return hydrating && renderedAt !== null ? renderedAt : Date.now();
}
