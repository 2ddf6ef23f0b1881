/** GET /health and GET /config. */
import { Type, type Static } from 'typebox';

export const HealthResponse = Type.Object({
  status: Type.String(),
  database: Type.String(),
  uptimeSeconds: Type.Number(),
});
export type HealthResponse = Static<typeof HealthResponse>;

/** The public runtime configuration the SPA reads before loading Firebase. */
export const ClientConfig = Type.Object({
  firebase: Type.Object({ apiKey: Type.String(), authDomain: Type.String(), projectId: Type.String() }),
  authEmulatorUrl: Type.Union([Type.String(), Type.Null()], {
    description: "'http://127.0.0.1:9099' when the SPA must talk to the Firebase Auth emulator",
  }),
});
export type ClientConfig = Static<typeof ClientConfig>;

/**
 * GET /ready: 200 when this process may take traffic, 503 (same shape) while it starts, closes or the database is away.
 */
export const ReadyResponse = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable')]),
  reason: Type.Optional(Type.String()),
});
export type ReadyResponse = Static<typeof ReadyResponse>;
