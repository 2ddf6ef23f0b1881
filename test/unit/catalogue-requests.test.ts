import { describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  bookListPath,
  bookPath,
  firstBooksPagePath,
  relatedBooksPath,
} from '../../domain/catalogue-requests';
import { apiBaseUrl } from '../../src/lib/apiBaseUrl';

describe('catalogue requests', () => {
  it('are the URLs the SPA asks for: the API base is the same on both sides', () => {
    expect(new URL(apiBaseUrl()).pathname).toBe(API_BASE_PATH);
  });

  it('leave out empty values and keep one order, so a preload and a request match', () => {
    expect(bookListPath({})).toBe('books');
    expect(bookListPath({ search: '', category: undefined, page: 1, limit: 12 })).toBe('books?page=1&limit=12');
    expect(bookListPath({ sort: 'top', limit: 4, page: 2, category: 'Science & Nature', search: 'the sky' })).toBe(
      'books?search=the+sky&category=Science+%26+Nature&page=2&limit=4&sort=top',
    );
    expect(firstBooksPagePath()).toBe('books?page=1&limit=12');
    expect(bookPath('a/b')).toBe('books/a%2Fb');
    expect(relatedBooksPath('x')).toBe('books/x/related');
  });
});
