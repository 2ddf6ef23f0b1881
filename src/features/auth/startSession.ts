import type { AppDispatch, RootState } from '../../store/store';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../../domain/limits';
import { whenIdle } from '../../lib/idleAndViewport';
import { authListener } from '../../store/sessionListener';
import { sessionFromOtherTab, sessionReady, signedOut } from '../../store/session';
import { readStoredSession } from '../../store/storedSession';

/**
 * Follows the signed-in state for the life of the page (main.tsx dispatches it; it returns a stop function). Firebase
 * (a chunk of its own, a long task on a phone) loads only when it is needed, never for the first paint:
 * - a stored session is shown as it is, and an expired token is renewed when the API refuses it (RTK Query's re-auth);
 * - a token stored without a session (an older version's), and an admin's session (so that a demotion takes the
 *   control panel's links away at once, as before), are checked with Firebase once the browser is idle;
 * - nobody signed in: Firebase loads with the sign-in screen's first step.
 * From the first session Firebase makes on, its state is followed (token refreshes, the account signed out).
 * Other tabs' sign-ins, renewals and sign-outs arrive through localStorage's storage event.
 */
export const startSession =
  () =>
  (dispatch: AppDispatch, getState: () => RootState): (() => void) => {
    const followFirebase = () => void import('./authThunks').then(({ watchAuthState }) => dispatch(watchAuthState()));
    const { loading, isAdmin } = getState().auth;
    const cancelIdle = loading || isAdmin ? whenIdle(followFirebase, 1500) : () => {};
    const stopListening = authListener.startListening({
      actionCreator: sessionReady,
      effect: (_action, listenerApi) => {
        listenerApi.unsubscribe();
        followFirebase();
      },
    });

    const followOtherTabs = (event: StorageEvent) => {
      if (event.key !== ACCESS_TOKEN_STORAGE_KEY && event.key !== null) return;
      const stored = readStoredSession();
      const { auth } = getState();
      if (!stored) {
        if (auth.user) dispatch(signedOut());
      } else if (stored.accessToken !== auth.accessToken || stored.user.uid !== auth.user?.uid) {
        dispatch(sessionFromOtherTab(stored));
      }
    };
    window.addEventListener('storage', followOtherTabs);
    return () => {
      cancelIdle();
      stopListening();
      window.removeEventListener('storage', followOtherTabs);
    };
  };
