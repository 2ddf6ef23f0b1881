import * as yup from 'yup';
import { FIELD_MAX } from '../../../domain/validation';
import { messages } from '../../lib/messages';
import type { BookInput } from './adminApi';

export interface BookFormValues {
  name: string;
  category: string;
  price: string;
  stock: string;
  description: string;
  /** A new cover to upload; when editing, the book's current image stands in for it. */
  image: File | null;
}

export const emptyBookForm: BookFormValues = { name: '', category: '', price: '', stock: '', description: '', image: null };

const PRICE = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

/** All fields required; price a positive taka amount with at most two decimals; stock a whole number ≥ 0. */
export const bookFormSchema = (hasCurrentImage: boolean) =>
  yup.object({
    name: yup.string().trim().required(messages.bookNameRequired).max(FIELD_MAX.bookName, messages.tooLong(FIELD_MAX.bookName)),
    category: yup.string().trim().required(messages.categoryRequired).max(FIELD_MAX.category, messages.tooLong(FIELD_MAX.category)),
    price: yup
      .string()
      .trim()
      .required(messages.priceRequired)
      .test('price', messages.priceInvalid, (value) => !value || (PRICE.test(value) && Number(value) > 0 && Number(value) < 1e9)),
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
    image: yup.mixed<File>().nullable().test('image', messages.imageRequired, (value) => hasCurrentImage || Boolean(value)),
  });

/** The JSON the API takes, from checked form values and the cover's URL. */
export const toBookInput = (values: BookFormValues, image: string): BookInput => ({
  name: values.name.trim(),
  category: values.category.trim(),
  price: Number(values.price.trim()),
  stock: Number(values.stock.trim()),
  description: values.description.trim(),
  image,
});
