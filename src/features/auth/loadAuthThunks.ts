/**
 * The session thunks (Firebase, the user sync, renewal, sign-out, profile update) load after first paint: main.tsx
 * starts watching the sign-in state once the shell has rendered; other callers load them on use. No static export
 * from ./authThunks here: one would put the module (and Firebase's glue) into the shell.
 */
export const loadAuthThunks = () => import('./authThunks');
