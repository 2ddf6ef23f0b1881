import { signInIntent, signInLine, type SignInLine } from '../../../domain/sign-in';

export interface SignInState {
  /** Set by the sign-up screen: the address just registered. */
  email?: string;
}

const LINE_TEXT: Record<SignInLine, string> = {
  book: 'auth.signin.reason.book',
  page: 'auth.signin.reason.page',
  adminOnly: 'auth.signin.reason.adminOnly',
};

/** The catalogue key of the line SignInPage shows for the reason in its address (`?next=…&reason=…`), or null. */
export function reasonText(search: string): string | null {
  const line = signInLine(search);
  return line ? LINE_TEXT[line] : null;
}

/** Where to go after signing in: the guarded page the address names (`?next=…`), or home. */
export const returnPath = (search: string): string => signInIntent(search).next;
