import { loadAuthThunks } from '../features/auth';
import type { ApiExtra } from '../store/api';
import { configureAppStore, type AppDispatch, type RootState } from '../store/store';

/** The base query renews an expired access token through the auth feature, whose thunks load on first use. */
const renewAccessToken: ApiExtra['renewAccessToken'] = async (dispatch) => {
  const { renewSession } = await loadAuthThunks();
  return (dispatch as AppDispatch)(renewSession()).unwrap();
};

/** `fetch`: how the api slice's requests go out (the server's render answers them in-process). */
export function makeStore(preloadedState?: Partial<RootState>, { fetch }: Pick<ApiExtra, 'fetch'> = {}) {
  return configureAppStore(preloadedState, fetch ? { renewAccessToken, fetch } : { renewAccessToken });
}
