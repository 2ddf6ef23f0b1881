/** Format rules shared by the SPA's forms and the server's schemas. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$';
/** Bangladeshi and international numbers: optional +, 7–15 digits, spaces or dashes between groups. */
export const PHONE_PATTERN = '^\\+?[0-9](?:[ -]?[0-9]){6,14}$';
/**
 * Images (book covers, profile photos) are the shop's own uploads only: an outside URL would make every visitor's
 * browser fetch it, handing their addresses to whoever chose it.
 */
export const IMAGE_URL_PATTERN = '^/uploads/\\S+$';
export const isOwnImageUrl = (value: string) => new RegExp(IMAGE_URL_PATTERN).test(value);

export const isEmail = (value: string) => new RegExp(EMAIL_PATTERN).test(value);
export const isPhone = (value: string) => new RegExp(PHONE_PATTERN).test(value.trim());

export const FIELD_MAX = {
  name: 100,
  email: 254,
  phone: 20,
  address: 300,
  message: 2000,
  url: 2048,
  bookName: 200,
  category: 60,
  author: 100,
  publisher: 100,
  language: 40,
  description: 5000,
  review: 2000,
  search: 100,
} as const;

/** A book has at most this many authors. */
export const AUTHORS_MAX = 10;
