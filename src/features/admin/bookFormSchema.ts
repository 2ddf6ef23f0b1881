import * as yup from 'yup';
import { AUTHORS_MAX, FIELD_MAX } from '../../../domain/validation';
import { messages } from '../../lib/messages';
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

/** All fields required; price a positive taka amount with at most two decimals; stock a whole number ≥ 0. */
export const bookFormSchema = (hasCurrentImage: boolean) =>
  yup.object({
    name: yup
      .string()
      .trim()
      .required(messages.bookNameRequired)
      .max(FIELD_MAX.bookName, messages.tooLong(FIELD_MAX.bookName)),
    category: yup
      .string()
      .trim()
      .required(messages.categoryRequired)
      .max(FIELD_MAX.category, messages.tooLong(FIELD_MAX.category)),
    authors: yup.string().test('authors', messages.authorsInvalid(AUTHORS_MAX, FIELD_MAX.author), (value) => {
      const names = splitAuthors(value ?? '');
      return names.length <= AUTHORS_MAX && names.every((name) => name.length <= FIELD_MAX.author);
    }),
    publisher: yup.string().trim().max(FIELD_MAX.publisher, messages.tooLong(FIELD_MAX.publisher)),
    language: yup.string().trim().max(FIELD_MAX.language, messages.tooLong(FIELD_MAX.language)),
    price: yup
      .string()
      .trim()
      .required(messages.priceRequired)
      .test(
        'price',
        messages.priceInvalid,
        (value) => !value || (PRICE.test(value) && Number(value) > 0 && Number(value) < 1e9),
      ),
    stock: yup
      .string()
      .trim()
      .required(messages.stockRequired)
      .test('stock', messages.stockInvalid, (value) => !value || (WHOLE.test(value) && Number(value) <= 2_147_483_647)),
    description: yup
      .string()
      .trim()
      .required(messages.descriptionRequired)
      .max(FIELD_MAX.description, messages.tooLong(FIELD_MAX.description)),
    image: yup
      .mixed<File>()
      .nullable()
      .test('image', messages.imageRequired, (value) => hasCurrentImage || Boolean(value)),
  });

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
  price: Number(values.price.trim()),
  stock: Number(values.stock.trim()),
  description: values.description.trim(),
  image,
});
