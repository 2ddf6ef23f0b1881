/**
 * useHashScroll: the section an address's #hash names is brought into view and focused; on the address the page was
 * opened with it jumps there, as a browser does, and on a link inside the page it scrolls smoothly.
 */
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHashScroll } from '../../src/lib/useHashScroll';
import { renderWithProviders } from './render';

function Page() {
  useHashScroll();
  return (
    <>
      <section id="about">About us</section>
      <section id="reviews">Reviews</section>
    </>
  );
}

// jsdom has no scrollIntoView (the hook calls it only where there is one).
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('useHashScroll', () => {
  it('jumps to the section named by the address it was opened with, then scrolls smoothly for links', async () => {
    const scrolls: { id: string; behavior?: ScrollBehavior }[] = [];
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      scrolls.push({ id: this.id, behavior: (options as ScrollIntoViewOptions).behavior });
    };
    const { router } = renderWithProviders(<Page />, { route: '/#reviews' });
    await waitFor(() => expect(scrolls).toEqual([{ id: 'reviews', behavior: 'instant' }]));
    expect(document.activeElement?.id).toBe('reviews');

    await act(() => router.navigate('/#about'));
    await waitFor(() => expect(scrolls.at(-1)).toEqual({ id: 'about', behavior: 'smooth' }));
    expect(document.activeElement?.id).toBe('about');
  });
});
