import { describe, expect, it } from 'vitest';
import { SCREENS, screenFor, serverRenders } from '../../domain/screens';
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

describe('serverRenders', () => {
  it('draws the public landing screens on the server, each address without a query, whatever the cookies', () => {
    for (const path of ['/', '/books', '/books/', '/aboutus', '/contactus', '/terms'])
      expect(serverRenders(path)).toBe(true);
  });

  it("leaves the rest to the browser: a book's page (behind the login guard), an address with a query, the other screens", () => {
    expect(serverRenders('/books/abc-123')).toBe(false);
    expect(serverRenders('/books?page=2')).toBe(false);
    expect(serverRenders('/?utm=x')).toBe(false);
    for (const path of ['/signin', '/mybooks', '/profile', '/checkout/abc', '/cpanel', '/nowhere'])
      expect(serverRenders(path)).toBe(false);
  });
});
