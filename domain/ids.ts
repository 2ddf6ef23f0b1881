/**
 * Every id in the API is a UUID: the schemas' `Uuid`, and the id an address names (`coverBookId`). A module of its
 * own, because the SPA's shell reads it (domain/screens.ts) and the form rules of domain/validation.ts need not come
 * along.
 */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
