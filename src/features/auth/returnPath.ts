import type { Location } from 'react-router-dom';

export interface SignInState {
  /** Set by the login guard: where the user was going. */
  from?: Partial<Location>;
  /** Set by the sign-up screen: the address just registered. */
  email?: string;
  /** Set by the guards: why the user was sent here (SignInPage says it in one line). */
  reason?: 'signInRequired' | 'adminOnly';
}

/** The catalogue key of the line SignInPage shows for a guard's reason, or null. */
export function reasonText(state: unknown): string | null {
  const { reason, from } = (state as SignInState | null) ?? {};
  if (reason === 'adminOnly') return 'auth.signin.reason.adminOnly';
  if (reason !== 'signInRequired') return null;
  return from?.pathname?.startsWith('/books/') ? 'auth.signin.reason.book' : 'auth.signin.reason.page';
}

/** Where to go after signing in: the guarded page the user came from, or home. */
export function returnPath(state: unknown): string {
  const from = (state as SignInState | null)?.from;
  const path = from?.pathname;
  // Only paths of this shop ('//host' would leave it), and never back to the account screens themselves.
  if (!path || !path.startsWith('/') || path.startsWith('//') || path === '/signin' || path === '/signup') return '/';
  return `${path}${from.search ?? ''}${from.hash ?? ''}`;
}
