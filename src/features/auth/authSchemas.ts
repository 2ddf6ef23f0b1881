/**
 * The sign-in and sign-up form rules (SPEC.md §5, plus the sign-up checks ARCHITECTURE.md asks for), with their
 * messages in the page's language: the screens build them with `_` and memoise them on the language.
 */
import * as yup from 'yup';
import { formatCount, type Language } from '../../../domain/format';
import { EMAIL_PATTERN, FIELD_MAX, PHONE_PATTERN } from '../../../domain/validation';
import { PASSWORD_MIN, type Translate } from './authErrors';

export { PASSWORD_MIN };

const emailField = (_: Translate) =>
  yup
    .string()
    .trim()
    .required(_('auth.validation.emailRequired'))
    .matches(new RegExp(EMAIL_PATTERN), _('auth.validation.emailInvalid'));

export const signInSchema = (_: Translate) =>
  yup.object({
    email: emailField(_),
    password: yup.string().required(_('auth.validation.passwordRequired')),
  });

export const signUpSchema = (_: Translate, language: Language) =>
  yup.object({
    name: yup
      .string()
      .trim()
      .required(_('auth.validation.nameRequired'))
      .max(FIELD_MAX.name, _('auth.validation.tooLong', { max: formatCount(FIELD_MAX.name, language) })),
    email: emailField(_),
    phoneNumber: yup
      .string()
      .trim()
      .required(_('auth.validation.phoneRequired'))
      .matches(new RegExp(PHONE_PATTERN), _('auth.validation.phoneInvalid')),
    password: yup
      .string()
      .required(_('auth.validation.passwordRequired'))
      .min(PASSWORD_MIN, _('auth.validation.passwordMin', { min: formatCount(PASSWORD_MIN, language) })),
    confirmpassword: yup
      .string()
      .required(_('auth.validation.confirmPasswordRequired'))
      .oneOf([yup.ref('password')], _('auth.validation.passwordsDontMatch')),
  });

export type SignInValues = yup.InferType<ReturnType<typeof signInSchema>>;
export type SignUpFormValues = yup.InferType<ReturnType<typeof signUpSchema>>;
