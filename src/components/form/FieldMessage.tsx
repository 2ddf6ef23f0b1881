import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { isMessageRef } from '../../lib/i18n';

/** A field's error or hint: a catalogue message named by a yup schema (key or `{ id, values }`), or text as it is. */
export function FieldMessage({ message }: { message: unknown }) {
  const { _ } = useLingui();
  if (isMessageRef(message)) return <>{typeof message === 'string' ? _(message) : _(message.id, message.values)}</>;
  return <>{message as ReactNode}</>;
}
