/** What the auth feature offers the rest of the app. Other features import from here, never from its files. */
export { RequireAdmin } from './RequireAdmin';
export { RequireAuth } from './RequireAuth';
export { authSlice, selectAccessToken, selectAuthLoading, selectIsAdmin, selectUser, type AuthState, type AuthUser } from './authSlice';
export { authListener } from './authListeners';
export { useUserByEmailQuery } from './authApi';
export { renewSession, signOut, updateProfile, watchAuthState, type ProfileChanges } from './authThunks';
