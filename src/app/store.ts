import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authListener, authSlice, loadAuthThunks } from '../features/auth';
import { api, type ApiExtra } from './api';

const rootReducer = combineSlices(authSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

/** What the api slice's base query may call on: renewing an expired access token through the auth feature. */
const extra: ApiExtra = {
  renewAccessToken: async (dispatch) => {
    const { renewSession } = await loadAuthThunks();
    return (dispatch as AppDispatch)(renewSession()).unwrap();
  },
};

/** `fetch`: how the api slice's requests go out (the server's render answers them in-process). */
export function makeStore(preloadedState?: Partial<RootState>, { fetch }: Pick<ApiExtra, 'fetch'> = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: fetch ? { ...extra, fetch } : extra } }).prepend(authListener.middleware).concat(api.middleware),
    // Redux DevTools in every build: the state holds no secrets beyond the user's own token.
    devTools: { name: 'Boipoka' },
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
