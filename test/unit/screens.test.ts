import { describe, expect, it } from 'vitest';
import { SCREENS, SESSION_HINT_COOKIE, screenFor, serverRenderFor } from '../../domain/screens';
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

describe('serverRenderFor', () => {
  const session = `theme=dark; ${SESSION_HINT_COOKIE}=1`;

  it('renders the landing screens for either browser and a book page for one holding a session, each address without a query', () => {
    expect(serverRenderFor('/', undefined)).toBe('visitor');
    expect(serverRenderFor('/books', 'theme=dark')).toBe('visitor');
    expect(serverRenderFor('/', session)).toBe('session');
    expect(serverRenderFor('/books', session)).toBe('session');
    expect(serverRenderFor('/books/abc-123', session)).toBe('session');
    expect(serverRenderFor(`/books/abc-123`, ` ${SESSION_HINT_COOKIE}=1`)).toBe('session');
  });

  it("leaves the rest to the browser: a book's page for a visitor, an address with a query, the other screens", () => {
    expect(serverRenderFor('/books/abc-123', undefined)).toBeNull();
    expect(serverRenderFor('/books/abc-123', `x${SESSION_HINT_COOKIE}=1`)).toBeNull();
    expect(serverRenderFor('/books?page=2', undefined)).toBeNull();
    expect(serverRenderFor('/books/abc-123?x=1', session)).toBeNull();
    for (const path of ['/signin', '/mybooks', '/checkout/abc', '/cpanel', '/nowhere']) {
      expect(serverRenderFor(path, undefined)).toBeNull();
      expect(serverRenderFor(path, session)).toBeNull();
    }
  });
});
