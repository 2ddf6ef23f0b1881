/** The JSON shapes of /api/v1 (SPEC.md §7 field names), shared by the SPA and the server. */

export type Role = 'user' | 'admin' | 'superadmin';

export interface ApiList<T> {
  data: { result: T[] };
}

export interface Book {
  _id: string;
  name: string;
  image: string;
  category: string;
  stock: number;
  description: string;
  sku: string;
  /** Taka, up to two decimals. */
  price: number;
  createdAt: string;
}

export type BookSort = 'newest' | 'top';

export interface BookListQuery {
  search?: string;
  category?: string;
  page?: number;
  limit?: number;
  sort?: BookSort;
}

export interface BookListResponse {
  data: { result: Book[]; totalBooks: number; page: number; limit: number };
}

export interface BookCategory {
  category: string;
  count: number;
}

export interface PublicReview {
  _id: string;
  name: string;
  image: string;
  rating: number;
  review: string;
  product_name: string;
  product_image: string;
  createdAt: string;
}

export interface User {
  _id: string;
  email: string;
  displayName: string | null;
  phoneNumber: string | null;
  photoURL: string | null;
  role: Role;
  status: string;
  createdAt: string;
}

export interface UserSyncResponse {
  data: { accessToken: string; user: User };
}

export interface Contact {
  _id: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  message: string;
  createdAt: string;
}

export type ContactInput = Pick<Contact, 'name' | 'phone' | 'email' | 'address' | 'message'>;

export interface Review {
  name: string;
  email: string;
  image: string;
  rating: number;
  review: string;
}

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';
export type DeliveryStatus = 'pending' | 'confirmed';

export interface Order {
  _id: string;
  createdAt: string;
  bookId: string | null;
  cus_name: string;
  cus_email: string;
  cus_phone: string;
  cus_state: string;
  total_amount: number;
  tran_id: string;
  product_name: string;
  product_image: string;
  product_category: string;
  product_profile: string;
  paymentStatus: PaymentStatus;
  deliveryStatus: DeliveryStatus;
  review?: Review;
}

/** The public runtime configuration the SPA reads before loading Firebase. */
export interface ClientConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** 'http://127.0.0.1:9099' when the SPA must talk to the Firebase Auth emulator. */
  authEmulatorUrl: string | null;
}

export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
}

export interface BookCategoriesResponse {
  data: { result: BookCategory[] };
}

export interface PublicReviewsResponse {
  data: { result: PublicReview[] };
}

export interface ContactCreateResponse {
  status: 'Successful';
  data: { _id: string };
}

/** GET /purchases: the ids of the books the signed-in user has paid for. */
export interface PurchasesResponse {
  data: { bookIds: string[] };
}
