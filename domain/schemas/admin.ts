/**
 * The control panel's API shapes: the dashboard summary, book writes, order confirm/delete, the contact
 * list and delete, the users list's e-mail search. Built from common.ts; the SPA imports this file with `import type`.
 */
import { Type, type Static } from 'typebox';
import { AUTHORS_MAX, FIELD_MAX } from '../validation';
import { Book } from './books';
import { IMAGE_URL_TEXT_PATTERN, Text, pageQueryOf, pagedList } from './common';
import { Contact } from './contacts';

// ---------------------------------------------------------------------------------------------------------------
// GET /admin/summary

export const PaidDay = Type.Object({
  date: Type.String({ description: "A day in the shop's time zone (Asia/Dhaka), 'YYYY-MM-DD'" }),
  orders: Type.Integer({ description: 'Orders paid that day' }),
  revenuePaisa: Type.Integer({ description: 'Their total, integer paisa' }),
});
export type PaidDay = Static<typeof PaidDay>;

export const PaidMonth = Type.Object({
  month: Type.String({ description: "A month in the shop's time zone, 'YYYY-MM'" }),
  orders: Type.Integer({ description: 'Orders paid that month' }),
  revenuePaisa: Type.Integer({ description: 'Their total net of refunds, integer paisa' }),
});
export type PaidMonth = Static<typeof PaidMonth>;

/** How many months paidPerMonth covers, this month included. */
export const SUMMARY_MONTHS = 12;

/** How many days paidPerDay covers, today (Asia/Dhaka) included. */
export const SUMMARY_DAYS = 30;
export const SHOP_TIME_ZONE = 'Asia/Dhaka';

export const AdminSummary = Type.Object({
  totalUsers: Type.Integer({ description: 'Users, the superadmin excluded' }),
  totalBooks: Type.Integer({ description: 'Books in the catalogue (archived ones excluded)' }),
  totalOrders: Type.Integer({ description: 'Orders of every payment status' }),
  totalContacts: Type.Integer(),
  revenuePaisa: Type.Integer({
    description: 'Sum of the paid orders’ totals net of refunds, integer paisa (held orders excluded)',
  }),
  awaitingConfirmation: Type.Integer({ description: 'Paid orders whose delivery is still pending' }),
  paidPerDay: Type.Array(PaidDay, {
    description: `The last ${SUMMARY_DAYS} days, oldest first, every day present (zeros included), by the day the order was paid`,
  }),
  paidPerMonth: Type.Array(PaidMonth, {
    description: `The last ${SUMMARY_MONTHS} months, oldest first, every month present, net of refunds`,
  }),
});
export type AdminSummary = Static<typeof AdminSummary>;
export const AdminSummaryResponse = Type.Object({ data: AdminSummary });
export type AdminSummaryResponse = Static<typeof AdminSummaryResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Write answers (SPEC.md §7: status 'Successful', deletedCount, modifiedCount; a refused change says status 'fail')

export const DeletedResponse = Type.Object({ status: Type.Literal('Successful'), deletedCount: Type.Integer() });
export type DeletedResponse = Static<typeof DeletedResponse>;
export const ModifiedResponse = Type.Object({ status: Type.Literal('Successful'), modifiedCount: Type.Integer() });
export type ModifiedResponse = Static<typeof ModifiedResponse>;

/** A 409: the usual error body plus `status: 'fail'`, which SPEC.md's client checks. */
export const FailBody = Type.Object({
  status: Type.Literal('fail'),
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});
export type FailBody = Static<typeof FailBody>;

// ---------------------------------------------------------------------------------------------------------------
// Books: POST /books, PATCH /books/:id, DELETE /books/:id

/** Price: the largest amount a book may cost (taka), well inside the paisa column's integer range. */
export const BOOK_PRICE_MAX_TAKA = 10_000_000;
export const BOOK_STOCK_MAX = 1_000_000;

export const BOOK_FIELD_MESSAGES = {
  price: `price must be a positive amount in taka with at most two decimals (at most ${BOOK_PRICE_MAX_TAKA})`,
  stock: `stock must be a whole number from 0 to ${BOOK_STOCK_MAX}`,
  image: 'image must be an uploaded image (/uploads/…)',
} as const;

const bookFields = {
  name: Text({ minLength: 1, maxLength: FIELD_MAX.bookName }),
  category: Text({ minLength: 1, maxLength: FIELD_MAX.category }),
  authors: Type.Array(Text({ minLength: 1, maxLength: FIELD_MAX.author }), {
    maxItems: AUTHORS_MAX,
    description: 'In cover order',
  }),
  /** Empty clears it. */
  publisher: Text({ maxLength: FIELD_MAX.publisher }),
  language: Text({ maxLength: FIELD_MAX.language }),
  price: Type.Number({ exclusiveMinimum: 0, maximum: BOOK_PRICE_MAX_TAKA, description: BOOK_FIELD_MESSAGES.price }),
  stock: Type.Integer({ minimum: 0, maximum: BOOK_STOCK_MAX }),
  description: Text({ minLength: 1, maxLength: FIELD_MAX.description, multiline: true }),
  // Not Text(): its control-character pattern would be replaced by the URL's; this pattern checks both.
  image: Type.String({
    minLength: 1,
    maxLength: FIELD_MAX.url,
    pattern: IMAGE_URL_TEXT_PATTERN,
    description: 'A URL from POST /images (/uploads/…)',
  }),
};

const { authors, publisher, language, ...requiredFields } = bookFields;

/** Every field required but authors, publisher and language; the sku is made by the server (a sent sku is dropped). */
export const BookCreateBody = Type.Object({
  ...requiredFields,
  authors: Type.Optional(authors),
  publisher: Type.Optional(publisher),
  language: Type.Optional(language),
});
export type BookCreateBody = Static<typeof BookCreateBody>;

/** Any of the fields, at least one. */
export const BookPatchBody = Type.Partial(Type.Object(bookFields));
export type BookPatchBody = Static<typeof BookPatchBody>;

export const BOOK_WRITE_FIELDS = [
  'name',
  'category',
  'authors',
  'publisher',
  'language',
  'price',
  'stock',
  'description',
  'image',
] as const;

/** POST /books and PATCH /books/:id answer the book as the catalogue shows it. */
export const BookWriteResponse = Type.Object({ status: Type.Literal('Successful'), data: Book });
export type BookWriteResponse = Static<typeof BookWriteResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Contacts: GET /contacts, DELETE /contacts/:id

export const ContactListQuery = pageQueryOf('contacts');
export type ContactListQuery = Static<typeof ContactListQuery>;
export const ContactListResponse = pagedList(Contact, 'totalContacts');
export type ContactListResponse = Static<typeof ContactListResponse>;

// ---------------------------------------------------------------------------------------------------------------
// GET /users?search=

export const UserSearch = Text({
  maxLength: FIELD_MAX.search,
  description: 'Case-insensitive substring of the e-mail, trimmed; % _ and \\ are literal; empty = no filter',
});
