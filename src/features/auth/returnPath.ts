import type { Location } from 'react-router-dom';

export interface SignInState {
  /** Set by the login guard: where the user was going. */
  from?: Partial<Location>;
  /** Set by the sign-up screen: the address just registered. */
  email?: string;
}

/** Where to go after signing in: the guarded page the user came from, or home. */
export function returnPath(state: unknown): string {
  const from = (state as SignInState | null)?.from;
  const path = from?.pathname;
  // Only paths of this shop ('//host' would leave it), and never back to the account screens themselves.
  if (!path || !path.startsWith('/') || path.startsWith('//') || path === '/signin' || path === '/signup') return '/';
  return `${path}${from.search ?? ''}${from.hash ?? ''}`;
}
