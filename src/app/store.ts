import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../domain/limits';
import { authSlice } from '../features/auth/authSlice';
import { api } from './api';

const rootReducer = combineSlices(authSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

/** Keeps localStorage['accessToken'] in step with the auth slice (SPEC.md: the token lives there). */
const persistAccessToken: Middleware<object, RootState> = (store) => (next) => (action) => {
  const before = store.getState().auth.accessToken;
  const result = next(action);
  const after = store.getState().auth.accessToken;
  if (before !== after) {
    try {
      if (after) localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, after);
      else localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
    } catch {
      // storage may be unavailable (private mode); the session still works for this tab
    }
  }
  return result;
};

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware, persistAccessToken),
    // Redux DevTools in every build: the state holds no secrets beyond the user's own token.
    devTools: { name: 'Boipoka' },
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
