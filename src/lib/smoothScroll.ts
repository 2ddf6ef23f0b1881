/** Animated in-page scrolling that respects the user's reduced-motion preference. */

export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

export interface SmoothScrollOptions {
  /** Length of the animation in ms (SPEC.md §9: 500). */
  duration?: number;
  /** Move keyboard focus to the target afterwards (it gets tabIndex -1 if it is not focusable). */
  focus?: boolean;
}

/**
 * Scrolls the window so `target` sits at the top (minus its CSS scroll-margin-top, which clears the sticky
 * navbar) over `duration` ms with an ease-in-out curve; jumps at once when reduced motion is preferred.
 * Returns a function that cancels the animation.
 */
export function smoothScrollTo(
  target: HTMLElement,
  { duration = 500, focus = true }: SmoothScrollOptions = {},
): () => void {
  const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const startY = window.scrollY;
  const endY = Math.max(0, startY + target.getBoundingClientRect().top - margin);
  let frame = 0;

  const finish = () => {
    window.scrollTo({ top: endY, behavior: 'instant' });
    if (focus) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
  };

  if (duration <= 0 || prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
    finish();
    return () => {};
  }

  let startTime: number | null = null;
  const step = (time: number) => {
    startTime ??= time;
    const progress = Math.min(1, (time - startTime) / duration);
    if (progress < 1) {
      // 'instant': the stylesheet sets scroll-behavior: smooth, which would fight every frame.
      window.scrollTo({ top: startY + (endY - startY) * easeInOutCubic(progress), behavior: 'instant' });
      frame = requestAnimationFrame(step);
    } else {
      finish();
    }
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/** Scrolls to the element with this id, if it exists. Returns whether it was found. */
export function smoothScrollToId(id: string, options?: SmoothScrollOptions): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  smoothScrollTo(target, options);
  return true;
}
