import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { AuthState } from './session';
import { writeStoredSession } from './storedSession';

type WithAuth = { auth: AuthState };

/** The auth slice's side effects that follow state changes (not a user's action). */
export const authListener = createListenerMiddleware();

/**
 * Keeps localStorage['accessToken'] (SPEC.md: the token lives there) and the session beside it in step with the auth
 * slice: written when a session is ready or the profile changes, cleared when signed out.
 */
authListener.startListening({
  predicate: (_action, current, previous) => {
    const now = (current as WithAuth).auth;
    const before = (previous as WithAuth).auth;
    return (
      now.accessToken !== before.accessToken ||
      now.user !== before.user ||
      now.isAdmin !== before.isAdmin ||
      now.loading !== before.loading
    );
  },
  effect: (_action, listenerApi) => {
    const { user, accessToken, isAdmin, loading } = (listenerApi.getState() as WithAuth).auth;
    if (!accessToken) writeStoredSession(null);
    // While a newly signed-in user's session is being synced, the token is still the previous one's: wait for it.
    else if (user && !loading) writeStoredSession({ user, accessToken, isAdmin });
  },
});
