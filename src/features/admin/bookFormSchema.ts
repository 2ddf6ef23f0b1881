import * as yup from 'yup';
import { AUTHORS_MAX, FIELD_MAX } from '../../../domain/validation';
import { formatCount, toAsciiDigits, type Language } from '../../../domain/format';
import type { BookCreateBody } from '../../../domain/schemas/admin';

export interface BookFormValues {
  name: string;
  category: string;
  /** Comma-separated, in cover order. */
  authors: string;
  publisher: string;
  language: string;
  price: string;
  stock: string;
  description: string;
  /** A new cover to upload; when editing, the book's current image stands in for it. */
  image: File | null;
}

export const emptyBookForm: BookFormValues = {
  name: '',
  category: '',
  authors: '',
  publisher: '',
  language: '',
  price: '',
  stock: '',
  description: '',
  image: null,
};

const PRICE = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

/** A message from the admin catalogue (Lingui's `_`). */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * All fields required; price a positive taka amount with at most two decimals; stock a whole number ≥ 0. Built
 * with `_` and the language, since the length limits are numbers shown in the reader's digits; price and stock
 * may be typed in Bengali digits too.
 */
export const bookFormSchema = (_: Translate, language: Language, hasCurrentImage: boolean) => {
  const tooLong = (max: number) => _('admin.bookForm.error.tooLong', { max: formatCount(max, language) });
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(_('admin.bookForm.error.nameRequired'))
      .max(FIELD_MAX.bookName, tooLong(FIELD_MAX.bookName)),
    category: yup
      .string()
      .trim()
      .required(_('admin.bookForm.error.categoryRequired'))
      .max(FIELD_MAX.category, tooLong(FIELD_MAX.category)),
    authors: yup.string().test(
      'authors',
      _('admin.bookForm.error.authors', {
        max: formatCount(AUTHORS_MAX, language),
        length: formatCount(FIELD_MAX.author, language),
      }),
      (value) => {
        const names = splitAuthors(value ?? '');
        return names.length <= AUTHORS_MAX && names.every((name) => name.length <= FIELD_MAX.author);
      },
    ),
    publisher: yup.string().trim().max(FIELD_MAX.publisher, tooLong(FIELD_MAX.publisher)),
    language: yup.string().trim().max(FIELD_MAX.language, tooLong(FIELD_MAX.language)),
    price: yup
      .string()
      .trim()
      .required(_('admin.bookForm.error.priceRequired'))
      .test('price', _('admin.bookForm.error.priceInvalid'), (value) => {
        const text = toAsciiDigits(value ?? '');
        return !text || (PRICE.test(text) && Number(text) > 0 && Number(text) < 1e9);
      }),
    stock: yup
      .string()
      .trim()
      .required(_('admin.bookForm.error.stockRequired'))
      .test('stock', _('admin.bookForm.error.stockInvalid'), (value) => {
        const text = toAsciiDigits(value ?? '');
        return !text || (WHOLE.test(text) && Number(text) <= 2_147_483_647);
      }),
    description: yup
      .string()
      .trim()
      .required(_('admin.bookForm.error.descriptionRequired'))
      .max(FIELD_MAX.description, tooLong(FIELD_MAX.description)),
    image: yup
      .mixed<File>()
      .nullable()
      .test('image', _('admin.bookForm.error.imageRequired'), (value) => hasCurrentImage || Boolean(value)),
  });
};

export const splitAuthors = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** A typed category that differs from an existing one only in case or spaces is that one (no near-duplicates). */
export function canonicalCategory(typed: string, existing: readonly string[]): string {
  const wanted = typed.trim().replace(/\s+/g, ' ');
  return existing.find((category) => category.toLocaleLowerCase() === wanted.toLocaleLowerCase()) ?? wanted;
}

/** The JSON the API takes, from checked form values and the cover's URL. */
export const toBookInput = (
  values: BookFormValues,
  image: string,
  categories: readonly string[] = [],
): BookCreateBody => ({
  name: values.name.trim(),
  category: canonicalCategory(values.category, categories),
  authors: splitAuthors(values.authors),
  publisher: values.publisher.trim(),
  language: values.language.trim(),
  price: Number(toAsciiDigits(values.price.trim())),
  stock: Number(toAsciiDigits(values.stock.trim())),
  description: values.description.trim(),
  image,
});
