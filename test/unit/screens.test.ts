import { describe, expect, it } from 'vitest';
import { SCREENS, screenFor } from '../../domain/screens';
import { heroSlides } from '../../src/features/home/homeConfig';

describe('screenFor', () => {
  it('finds the screen React Router would show for an address', () => {
    expect(screenFor('/').page).toMatch(/HomePage/);
    expect(screenFor('/books').page).toMatch(/BookListPage/);
    expect(screenFor('/books/').page).toMatch(/BookListPage/);
    expect(screenFor('/books/abc-123').page).toMatch(/BookDetailPage/);
    expect(screenFor('/books/abc/reviews').page).toMatch(/NotFound/);
    expect(screenFor('/checkout/xyz').page).toMatch(/CheckoutPage/);
    expect(screenFor('/payment/failed').page).toMatch(/PaymentFailedPage/);
    expect(screenFor('/nowhere/at/all').page).toMatch(/NotFound/);
  });

  it("names the home page's first hero slide as its largest image", () => {
    expect(SCREENS.find((screen) => screen.path === '/')!.lcpImage).toBe(heroSlides[0].image);
  });
});
