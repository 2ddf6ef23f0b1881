import { Suspense, useRef, useState, useSyncExternalStore, type ReactNode, type Ref } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { useNearViewport } from '../lib/idleAndViewport';
import { useHydrating } from '../lib/serverPage';

/** How far below the screen a section starts rendering: about half a phone screen of scrolling ahead. */
const AHEAD = '400px';

// A key pressed anywhere (Tab, the browser's find-in-page, a screen reader's keys) or printing renders every waiting
// section: whoever moves through the page without scrolling still finds all of it.
let everything = false;
const waiting = new Set<() => void>();
function renderEverything() {
  everything = true;
  window.removeEventListener('keydown', renderEverything, true);
  window.removeEventListener('beforeprint', renderEverything);
  for (const wake of waiting) wake();
}
function subscribe(wake: () => void) {
  if (!everything && waiting.size === 0) {
    window.addEventListener('keydown', renderEverything, true);
    window.addEventListener('beforeprint', renderEverything);
  }
  waiting.add(wake);
  return () => waiting.delete(wake);
}
const allRequested = () => everything;

interface BelowTheFoldProps {
  children: ReactNode;
  /** The space held until then, near the section's own height, so that what follows moves little when it arrives. */
  height: number | string;
  /** Address fragments (e.g. '#reviews') that name something inside: with one of them, it renders at once. */
  anchors?: readonly string[];
  /** How far below the screen it starts rendering (a CSS length); about half a phone screen unless said. */
  ahead?: string;
  /** Rendered at once (it is above the fold after all); once rendered, it stays when this turns false. */
  shown?: boolean;
}

/**
 * Renders `children` only when they come near the screen: content below the fold costs a slow phone nothing while the
 * first screen is built. Until then, and while a lazy child's code loads, an empty block of `height` holds the place.
 * A section that fails (its chunk lost to a dropped connection) is left out, and the page around it stays.
 */
export function BelowTheFold({ children, height, anchors, ahead = AHEAD, shown = false }: BelowTheFoldProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [shownOnce, setShownOnce] = useState(shown);
  if (shown && !shownOnce) setShownOnce(true);
  const { hash } = useLocation();
  const hydrating = useHydrating();
  const near = useNearViewport(placeholder, ahead);
  // On the server (src/entry-server.tsx) and while the browser hydrates its HTML: the placeholder, as a first render.
  const requested = useSyncExternalStore(subscribe, allRequested, () => false);
  // The server never sees the address's #hash: a section it names is built once the hydration is over.
  const named = !hydrating && hash !== '' && anchors?.includes(hash);
  // The place stays held while a lazy child's chunk arrives: a page scrolled to its end (a jump to /#reviews) stays
  // put.
  if (shownOnce || near || requested || named)
    return (
      <ErrorBoundary fallback={null}>
        <Suspense fallback={<HeldPlace height={height} />}>{children}</Suspense>
      </ErrorBoundary>
    );
  return <HeldPlace height={height} ref={placeholder} />;
}

const HeldPlace = ({ height, ref }: { height: number | string; ref?: Ref<HTMLDivElement> }) => (
  <div ref={ref} aria-hidden style={{ minHeight: height }} />
);
