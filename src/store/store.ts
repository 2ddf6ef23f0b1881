import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api, type ApiExtra } from './api';
import { preferencesSlice } from './preferences';
import { authSlice } from './session';
import { authListener } from './sessionListener';

const rootReducer = combineSlices(authSlice, preferencesSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The store every feature shares: the session and the api slice. `extra` is what the base query may call on;
 * src/app/store.ts composes it (the auth feature's renewal, and the server render's in-process fetch).
 */
export function configureAppStore(preloadedState?: Partial<RootState>, extra: ApiExtra = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(authListener.middleware)
        .concat(api.middleware),
    // Redux DevTools in every build: the state holds no secrets beyond the user's own token.
    devTools: { name: 'Boipoka' },
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof configureAppStore>;
export type AppDispatch = AppStore['dispatch'];
