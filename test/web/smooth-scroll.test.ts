import { afterEach, describe, expect, it, vi } from 'vitest';
import { smoothScrollTo } from '../../src/lib/smoothScroll';

function target(top: number) {
  const el = document.createElement('section');
  el.getBoundingClientRect = () => ({
    top,
    left: 0,
    right: 0,
    bottom: top + 100,
    width: 0,
    height: 100,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  document.body.append(el);
  return el;
}

/** Runs requestAnimationFrame callbacks by hand at the given timestamps. */
function manualFrames() {
  let pending: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => pending.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  return (time: number) => {
    const run = pending;
    pending = [];
    run.forEach((cb) => cb(time));
  };
}

const reducedMotion = (reduce: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
    );

describe('smoothScrollTo', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('eases to the target over 500 ms, then focuses it', () => {
    reducedMotion(false);
    const frame = manualFrames();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const el = target(1000);
    smoothScrollTo(el, { duration: 500 });
    expect(scrollTo).not.toHaveBeenCalled();
    frame(0);
    frame(250);
    const middle = (scrollTo.mock.lastCall![0] as ScrollToOptions).top!;
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(1000);
    expect(el).not.toHaveFocus();
    frame(500);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1000, behavior: 'instant' });
    expect(el).toHaveFocus();
  });

  it('jumps at once when the user prefers reduced motion', () => {
    reducedMotion(true);
    manualFrames();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const el = target(800);
    smoothScrollTo(el, { duration: 500 });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 800, behavior: 'instant' });
    expect(el).toHaveFocus();
  });
});
