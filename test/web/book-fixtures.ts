import type { Book, PublicReview } from '../../domain/types';

/** A book as GET /books returns it; `overrides` change any field. */
export function makeBook(overrides: Partial<Book> = {}): Book {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    name: 'The Songs of Padma River',
    image: '/covers/the-songs-of-padma-river.svg',
    category: 'Bangla Literature',
    authors: ['Manik Bandopadhyay'],
    publisher: 'Mowla Brothers',
    language: 'Bangla',
    stock: 12,
    description:
      'A sweeping family saga along the Padma, where three generations of boatmen, weavers and teachers carry their hopes across floods, famines and a changing country into a new century.',
    sku: 'SKU-1732100000000-ab12cd',
    price: 450,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** `count` distinct books with ids book-1, book-2, … */
export function makeBooks(count: number, overrides: Partial<Book> = {}): Book[] {
  return Array.from({ length: count }, (_, i) =>
    makeBook({
      _id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      name: `Book number ${i + 1}`,
      ...overrides,
    }),
  );
}

export function makeReview(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    _id: 'review-1',
    name: 'Rafiq Ahmed',
    image: '/default-avatar.svg',
    rating: 4.5,
    review: 'Lovely book.',
    product_name: 'The Songs of Padma River',
    product_image: '/covers/the-songs-of-padma-river.svg',
    createdAt: '2026-11-19T10:00:00.000Z',
    ...overrides,
  };
}

export const listResponse = (books: Book[], totalBooks = books.length, page = 1, limit = 12) => ({
  data: { result: books, totalBooks, page, limit },
});
