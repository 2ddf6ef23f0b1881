import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../domain/schemas/users';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { forbidden, unauthenticated } from '../errors';
import { verifyAccessToken } from './access-token';

export interface Viewer {
  id: string;
  email: string;
  role: Role;
}

export const isAdminRole = (role: Role) => role === 'admin' || role === 'superadmin';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** The signed-in user behind the access token, with the role read from the database on every request. */
export async function resolveViewer(
  request: FastifyRequest,
  db: Db,
  secret: Uint8Array,
  maxTtlSeconds?: number,
): Promise<Viewer | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await verifyAccessToken(token, secret, maxTtlSeconds);
  if (!claims) return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, claims.userId))
    .limit(1);
  if (!row || row.email !== claims.email || row.status === 'disabled') return null;
  return { id: row.id, email: row.email, role: row.role };
}

/** preHandler: 401 unless a valid access token names an existing, enabled user. Sets `request.viewer`. */
export async function requireUser(this: unknown, request: FastifyRequest, _reply: FastifyReply) {
  const viewer = await request.server.viewerOf(request);
  if (!viewer) throw unauthenticated();
  request.viewer = viewer;
}

/** preHandler: 401 when signed out, 403 unless the user is an admin or the superadmin. Sets `request.viewer`. */
export async function requireAdmin(this: unknown, request: FastifyRequest, _reply: FastifyReply) {
  const viewer = await request.server.viewerOf(request);
  if (!viewer) throw unauthenticated();
  if (!isAdminRole(viewer.role)) throw forbidden('Administrators only');
  request.viewer = viewer;
}
