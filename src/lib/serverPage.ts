import { createContext, createElement, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** When the server rendered the page being drawn: on the server, and in the browser while it hydrates that page. */
const RenderedAtContext = createContext<number | null>(null);

/**
 * Around a page the server draws (entry-server.tsx) and the browser hydrates (main.tsx). Once the hydration has
 * committed, the browser's own values (window width, session, clock) replace the server's in a transition: React
 * renders that change in interruptible slices, where a store subscription would re-render it in one long task.
 */
export function ServerPage({ renderedAt, children }: { renderedAt: number | null; children: ReactNode }) {
  const [current, setCurrent] = useState(renderedAt);
  useEffect(() => {
    if (renderedAt !== null) startTransition(() => setCurrent(null));
  }, [renderedAt]);
  return createElement(RenderedAtContext.Provider, { value: current }, children);
}

/**
 * True on the server and while the browser hydrates the HTML it rendered; false in every later render. What depends
 * on the browser (the window's width, the session) must render as on the server until then, or React throws the
 * server's HTML away.
 */
export const useHydrating = (): boolean => useContext(RenderedAtContext) !== null;

/** The server's time of rendering while its page is drawn or hydrated, else null. */
export const useServerRenderedAt = (): number | null => useContext(RenderedAtContext);
