import { describe, expect, it } from 'vitest';
import { SCREENS, coverBookId, drawnPage, screenFor, serverRenders } from '../../domain/screens';
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
  const known = (name: string) => ['Fiction', 'কবিতা', 'Science & Nature'].includes(name);

  it('draws the public landing screens on the server, each address without a query, whatever the cookies', () => {
    for (const path of ['/', '/books', '/books/', '/aboutus', '/contactus', '/terms'])
      expect(serverRenders(path)).toBe(true);
  });

  it('draws them in either language, and the list page of each category the catalogue has', () => {
    for (const url of ['/?lang=bn', '/books?lang=en', '/aboutus?lang=bn', '/terms?lang=en'])
      expect(serverRenders(url, known)).toBe(true);
    expect(drawnPage('/books/?lang=bn', known)).toEqual({ path: '/books', category: null, language: 'bn' });
    expect(drawnPage('/books?category=Fiction', known)).toEqual({
      path: '/books',
      category: 'Fiction',
      language: null,
    });
    expect(drawnPage('/books?lang=bn&category=%E0%A6%95%E0%A6%AC%E0%A6%BF%E0%A6%A4%E0%A6%BE', known)).toEqual({
      path: '/books',
      category: 'কবিতা',
      language: 'bn',
    });
    expect(drawnPage('/books?category=Science+%26+Nature', known)?.category).toBe('Science & Nature');
  });

  it("leaves the rest to the browser: a book's page (behind the login guard), an address with a query, the other screens", () => {
    expect(serverRenders('/books/abc-123')).toBe(false);
    expect(serverRenders('/books?page=2')).toBe(false);
    expect(serverRenders('/?utm=x')).toBe(false);
    for (const path of ['/signin', '/mybooks', '/profile', '/checkout/abc', '/cpanel', '/nowhere'])
      expect(serverRenders(path)).toBe(false);
  });

  it("draws no address of a request's choosing: unknown categories and languages, repeated or extra parameters", () => {
    for (const url of [
      '/books?category=Fiction',
      '/books?category=Poetry',
      '/books?category=',
      '/books?category=Fiction&category=কবিতা',
      '/books?category=Fiction&page=2',
      '/books?category=Fiction&search=x',
      '/?category=Fiction',
      '/aboutus?category=Fiction',
      '/books?lang=fr',
      '/books?lang=bn&lang=en',
      '/books?LANG=bn',
      '/signin?lang=bn',
      '/books/abc?lang=bn',
    ])
      expect(serverRenders(url, url === '/books?category=Fiction' ? () => false : known), url).toBe(false);
  });
});

describe('coverBookId', () => {
  const id = '0b6b1f0e-9f7c-4f7e-9a51-1c1f1b1f1b1f';
  it("names the book of a book page's address, the one whose cover is its largest paint", () => {
    expect(coverBookId(`/books/${id}`)).toBe(id);
    expect(coverBookId(`/books/${id}/`)).toBe(id);
  });
  it('is null for other screens and for an id that cannot name a book', () => {
    for (const pathname of ['/books', `/checkout/${id}`, `/receipts/${id}`, '/books/not-an-id', `/books/${id}/more`])
      expect(coverBookId(pathname), pathname).toBeNull();
  });
});
