/**
 * The JSON shapes of /api/v1 as TypeScript types. Each is defined once, as a TypeBox schema in `domain/schemas/`;
 * this module re-exports their `Static<>` types for code that imported them from here.
 */
export type {
  Book,
  BookCategory,
  BookCategoriesResponse,
  BookListQuery,
  BookListResponse,
  BookSort,
} from './schemas/books';
export type { ContactCreateResponse, Contact, ContactInput } from './schemas/contacts';
export type { DeliveryStatus, Order, PaymentStatus } from './schemas/orders';
export type { PurchasesResponse } from './schemas/purchases';
export type { PublicReview, PublicReviewsResponse, Review } from './schemas/reviews';
export type { ClientConfig } from './schemas/system';
export type { Role, User } from './schemas/users';
export type { FirebaseSyncResponse as UserSyncResponse } from './schemas/users';

/** `{ data: { result: T[] } }`, the envelope of an unpaged list. */
export interface ApiList<T> {
  data: { result: T[] };
}
