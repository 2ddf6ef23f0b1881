/** What the auth feature offers the rest of the app. Other features import from here, never from its files. */
export { RequireAdmin } from './RequireAdmin';
export { RequireAuth } from './RequireAuth';
export { startSession } from './startSession';
export { useUserByEmailQuery } from './authApi';
export type { ProfileChanges } from './authThunks';
/**
 * The session thunks (Firebase, the user sync, renewal, sign-out, profile update) load after first paint: main.tsx
 * starts watching the sign-in state once the shell has rendered; other callers load them on use. No static export
 * from ./authThunks here: one would put the module (and Firebase's glue) into the shell.
 */
export const loadAuthThunks = () => import('./authThunks');
