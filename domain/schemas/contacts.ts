/** POST /contacts. */
import { Type, type Static } from 'typebox';
import { FIELD_MAX } from '../validation';
import { Email, Phone, Text } from './common';

export const Contact = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  address: Type.String(),
  message: Type.String(),
  createdAt: Type.String(),
});
export type Contact = Static<typeof Contact>;

export const ContactInput = Type.Object({
  name: Text({ minLength: 1, maxLength: FIELD_MAX.name }),
  phone: Type.String({ ...Phone, minLength: 1 }),
  email: Type.String({ ...Email, minLength: 1 }),
  address: Text({ minLength: 1, maxLength: FIELD_MAX.address, multiline: true }),
  message: Text({ minLength: 1, maxLength: FIELD_MAX.message, multiline: true }),
});
export type ContactInput = Static<typeof ContactInput>;

export const ContactCreateResponse = Type.Object({
  status: Type.Literal('Successful'),
  data: Type.Object({ _id: Type.String() }),
});
export type ContactCreateResponse = Static<typeof ContactCreateResponse>;
