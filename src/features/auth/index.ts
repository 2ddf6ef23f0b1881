/** What the auth feature offers the rest of the app. Other features import from here, never from its files. */
export { RequireAdmin } from './RequireAdmin';
export { RequireAuth } from './RequireAuth';
export { startSession } from './startSession';
export { useUserByEmailQuery } from './authApi';
export type { ProfileChanges } from './authThunks';
export { loadAuthThunks } from './loadAuthThunks';
