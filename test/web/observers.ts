/** An IntersectionObserver for jsdom (which has no layout) that reports every observed element on screen at once. */
export class OnScreenObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  unobserve() {}
  disconnect() {}
}
