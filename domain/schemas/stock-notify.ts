/** GET, PUT and DELETE /books/:id/notify-me: the caller's "tell me when it is back" request for a book. */
import { Type, type Static } from 'typebox';

export const NotifyMeResponse = Type.Object({
  data: Type.Object({
    requested: Type.Boolean({ description: 'A back-in-stock mail is pending for the caller and this book' }),
  }),
});
export type NotifyMeResponse = Static<typeof NotifyMeResponse>;
