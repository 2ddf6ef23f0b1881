/** The sign-in and sign-up form rules (SPEC.md §5, plus the sign-up checks ARCHITECTURE.md asks for). */
import * as yup from 'yup';
import { EMAIL_PATTERN, FIELD_MAX, PHONE_PATTERN } from '../../../domain/validation';
import { messages } from '../../lib/messages';

const email = yup
  .string()
  .trim()
  .required(messages.emailRequired)
  .matches(new RegExp(EMAIL_PATTERN), messages.emailInvalid);

export const signInSchema = yup.object({
  email,
  password: yup.string().required(messages.passwordRequired),
});

export const PASSWORD_MIN = 6;

export const signUpSchema = yup.object({
  name: yup.string().trim().required(messages.nameRequired).max(FIELD_MAX.name, messages.tooLong(FIELD_MAX.name)),
  email,
  phoneNumber: yup
    .string()
    .trim()
    .required(messages.phoneRequired)
    .matches(new RegExp(PHONE_PATTERN), messages.phoneInvalid),
  password: yup.string().required(messages.passwordRequired).min(PASSWORD_MIN, messages.passwordMin),
  confirmpassword: yup
    .string()
    .required(messages.confirmPasswordRequired)
    .oneOf([yup.ref('password')], messages.passwordsDontMatch),
});

export type SignInValues = yup.InferType<typeof signInSchema>;
export type SignUpFormValues = yup.InferType<typeof signUpSchema>;
