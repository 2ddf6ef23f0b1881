/** What the auth feature offers src/app/ to compose (routes, guards, the account menu, the store's token renewal). */
export { RequireAdmin } from './RequireAdmin';
export { RequireAuth } from './RequireAuth';
export { startSession } from './startSession';
export { useUserByEmailQuery } from './authApi';
export type { ProfileChanges } from './authThunks';
export { loadAuthThunks } from './loadAuthThunks';
