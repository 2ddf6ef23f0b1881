/** The catalogue's API shapes: GET /books, /books/categories, /books/:id, /books/:id/related. */
import { Type, type Static } from 'typebox';
import { FIELD_MAX } from '../validation';
import { dataOf, Limit, listOf, pagedList, Text } from './common';
import { MAX_PAGE } from '../limits';

export const Book = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  image: Type.String(),
  category: Type.String(),
  authors: Type.Array(Type.String(), {
    description: 'One or more, in cover order; empty for books added before authors existed',
  }),
  publisher: Type.Optional(Type.String()),
  language: Type.Optional(Type.String({ description: 'Bangla, English, …' })),
  stock: Type.Integer(),
  description: Type.String(),
  sku: Type.String(),
  price: Type.Number({ description: 'Taka, up to two decimals' }),
  createdAt: Type.String(),
});
export type Book = Static<typeof Book>;

export const BookSort = Type.Enum(['newest', 'top'], {
  default: 'newest',
  description: 'newest: by creation time; top: by copies sold',
});
export type BookSort = Static<typeof BookSort>;

export const BookListQuery = Type.Object({
  search: Type.Optional(
    Text({
      maxLength: FIELD_MAX.search,
      description:
        'Case-insensitive substring of the name, the category, an author or the publisher, trimmed; % _ and \\ are literal; empty = no filter',
    }),
  ),
  category: Type.Optional(Text({ maxLength: FIELD_MAX.category, description: 'Exact category' })),
  page: Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 }),
  limit: Type.Optional(Limit('books')),
  sort: BookSort,
});
/** What the SPA may send: every field optional (the server fills the defaults). */
export type BookListQuery = Partial<Static<typeof BookListQuery>>;

const BookPage = pagedList(
  Book,
  'totalBooks',
  'All matches, not just this page; for a search, at most the count cap (see totalIsCapped)',
);
/**
 * A search's count stops at a cap (10,000 by default): then totalBooks is the cap and totalIsCapped is true, so the
 * shop can say "10,000+". Absent when totalBooks is exact.
 */
export const BookListResponse = Type.Object({
  data: Type.Object({
    ...BookPage.properties.data.properties,
    totalIsCapped: Type.Optional(
      Type.Boolean({ description: 'More books match than totalBooks says: the count stopped at its cap' }),
    ),
  }),
});
export type BookListResponse = Static<typeof BookListResponse>;

export const BookCategory = Type.Object({ category: Type.String(), count: Type.Integer() });
export type BookCategory = Static<typeof BookCategory>;

export const BookCategoriesResponse = listOf(BookCategory);
export type BookCategoriesResponse = Static<typeof BookCategoriesResponse>;

export const BookResponse = dataOf(Book);
export type BookResponse = Static<typeof BookResponse>;

export const RelatedBooksQuery = Type.Object({ limit: Type.Optional(Limit('relatedBooks')) });
export const RelatedBooksResponse = listOf(Book);
export type RelatedBooksResponse = Static<typeof RelatedBooksResponse>;
