import { useEffect, useRef, type RefObject } from 'react';
import type { FormikProps } from 'formik';
import { useHydrating } from '../../lib/serverPage';

/**
 * A form the server drew can be typed into before its scripts take over. React's hydration keeps that text in the
 * fields but not in the form's state, so the next render would empty them and a send would find them blank. Once the
 * form is hydrated, this copies what its named fields hold into formik. A form built in the browser starts empty and
 * has nothing to copy.
 */
export function useValuesTypedBeforeHydration<Values extends Record<string, string>>(
  form: RefObject<HTMLFormElement | null>,
  formik: Pick<FormikProps<Values>, 'initialValues' | 'setValues'>,
) {
  const drawnByServer = useRef(useHydrating());
  const { initialValues, setValues } = formik;
  useEffect(() => {
    if (!drawnByServer.current || !form.current) return;
    drawnByServer.current = false;
    const fields = form.current.elements;
    const typed: Partial<Values> = {};
    for (const name of Object.keys(initialValues) as (keyof Values & string)[]) {
      const field = fields.namedItem(name);
      const isTextField = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
      if (isTextField && field.value !== initialValues[name]) typed[name] = field.value as Values[typeof name];
    }
    if (Object.keys(typed).length > 0) void setValues((values) => ({ ...values, ...typed }), false);
  }, [form, initialValues, setValues]);
}
