import { useServerRenderedAt } from './serverPage';

/**
 * The time to draw relative times against: the server's time of rendering on the server and while the browser
 * hydrates its page (a kept page can be hours old, and "3 hours ago" must be drawn as the server drew it or React
 * keeps the server's text for good), the browser's own clock in every later render.
 */
export function useNow(): number {
  return useServerRenderedAt() ?? Date.now();
}
