import { createElement, type ReactNode } from 'react';
import type { FormikProps } from 'formik';
import { FieldMessage } from './FieldMessage';

type FormikFieldSource<Values> = Pick<
  FormikProps<Values>,
  'values' | 'errors' | 'touched' | 'handleChange' | 'handleBlur'
>;

/**
 * The TextInput props that bind one formik field: name, value, change and blur handlers, and its error once the
 * field was touched (the error replaces `hint`, the helper text shown otherwise; ' ' keeps the line's height).
 * Schemas name their messages by catalogue key; the error is shown in the page's language.
 */
export function formikField<Values>(formik: FormikFieldSource<Values>, name: keyof Values & string, hint?: ReactNode) {
  const error: unknown = formik.touched[name] ? formik.errors[name] : undefined;
  return {
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(error),
    helperText: error ? createElement(FieldMessage, { message: error }) : hint,
  };
}
