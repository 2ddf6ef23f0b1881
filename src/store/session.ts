import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredSession, readStoredToken } from './storedSession';

/** The serialisable part of the Firebase user the screens need. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  providerId: string;
}

export interface AuthState {
  user: AuthUser | null;
  accessToken: string | null;
  isAdmin: boolean;
  /** True until Firebase has said whether someone is signed in and the session is synced. */
  loading: boolean;
}

/**
 * A stored session is shown at once (no waiting for Firebase); a token without one (stored by an older version)
 * waits for Firebase to say who is signed in; no token, nobody is.
 */
export function initialAuthState(): AuthState {
  const stored = readStoredSession();
  if (stored) return { ...stored, loading: false };
  const accessToken = readStoredToken();
  return { user: null, accessToken, isAdmin: false, loading: accessToken !== null };
}

function adoptSession(
  state: AuthState,
  action: PayloadAction<{ user: AuthUser; accessToken: string; isAdmin: boolean }>,
) {
  state.user = action.payload.user;
  state.accessToken = action.payload.accessToken;
  state.isAdmin = action.payload.isAdmin;
  state.loading = false;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** Firebase reported a user; the session sync with the API is under way. */
    userChanged(state, action: PayloadAction<AuthUser>) {
      // A token refresh for the same user keeps the page as it is; a new user waits for the sync.
      if (state.user?.uid !== action.payload.uid) state.loading = true;
      state.user = action.payload;
    },
    sessionReady: adoptSession,
    /** Another tab signed in or renewed the token (the same session, through localStorage): no Firebase here. */
    sessionFromOtherTab: adoptSession,
    profileChanged(state, action: PayloadAction<Partial<Pick<AuthUser, 'displayName' | 'photoURL'>>>) {
      if (state.user) Object.assign(state.user, action.payload);
    },
    signedOut(state) {
      state.user = null;
      state.accessToken = null;
      state.isAdmin = false;
      state.loading = false;
    },
    authPending(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectAccessToken: (state) => state.accessToken,
    selectIsAdmin: (state) => state.isAdmin,
    selectAuthLoading: (state) => state.loading,
  },
});

export const { userChanged, sessionReady, sessionFromOtherTab, profileChanged, signedOut, authPending } =
  authSlice.actions;
export const { selectUser, selectAccessToken, selectIsAdmin, selectAuthLoading } = authSlice.selectors;
