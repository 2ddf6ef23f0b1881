/** Absolute base URL of the API: RTK Query's fetch needs one under Node (tests); in the browser it is this origin. */
export const apiBaseUrl = () => new URL('/api/v1/', globalThis.location?.origin ?? 'http://localhost:3000').href;
