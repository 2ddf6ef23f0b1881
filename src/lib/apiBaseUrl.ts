import { API_BASE_PATH } from '../../domain/catalogue-requests';

/** Absolute base URL of the API: RTK Query's fetch needs one under Node (tests); in the browser it is this origin. */
export const apiBaseUrl = () => new URL(API_BASE_PATH, globalThis.location?.origin ?? 'http://localhost:3000').href;
