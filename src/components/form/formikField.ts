import type { ReactNode } from 'react';
import type { FormikProps } from 'formik';

type FormikFieldSource<Values> = Pick<
  FormikProps<Values>,
  'values' | 'errors' | 'touched' | 'handleChange' | 'handleBlur'
>;

/**
 * The TextInput props that bind one formik field: name, value, change and blur handlers, and its error once the
 * field was touched (the error replaces `hint`, the helper text shown otherwise; ' ' keeps the line's height).
 */
export function formikField<Values>(formik: FormikFieldSource<Values>, name: keyof Values & string, hint?: ReactNode) {
  const error = formik.touched[name] ? (formik.errors[name] as string | undefined) : undefined;
  return {
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(error),
    helperText: error ?? hint,
  };
}
