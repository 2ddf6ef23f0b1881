/**
 * Absolute base URL of the API: RTK Query's fetch needs one under Node (tests); in the browser it is this origin.
 * The path is domain/catalogue-requests.ts's API_BASE_PATH (a test holds them equal), written out here because
 * importing that module would add its request builders to the shell's first load.
 */
export const apiBaseUrl = () => new URL('/api/v1/', globalThis.location?.origin ?? 'http://localhost:3000').href;
