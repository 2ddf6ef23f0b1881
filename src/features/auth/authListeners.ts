import { createListenerMiddleware } from '@reduxjs/toolkit';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../../domain/limits';
import type { AuthState } from './authSlice';

type WithAuth = { auth: AuthState };

/** The auth slice's side effects that follow state changes (not a user's action). */
export const authListener = createListenerMiddleware();

/** Keeps localStorage['accessToken'] in step with the auth slice (SPEC.md: the token lives there). */
authListener.startListening({
  predicate: (_action, current, previous) => (current as WithAuth).auth.accessToken !== (previous as WithAuth).auth.accessToken,
  effect: (_action, listenerApi) => {
    const token = (listenerApi.getState() as WithAuth).auth.accessToken;
    try {
      if (token) localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
      else localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
    } catch {
      // storage may be unavailable (private mode); the session still works for this tab
    }
  },
});
