import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Role, User } from '../../domain/types';
import { signAccessToken } from '../auth/access-token';
import type { Viewer } from '../auth/guards';
import type { IdentityProvider, VerifiedIdentity } from '../auth/identity';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { escapeLike } from './books';
import { badRequest, forbidden, notFound } from '../http-errors';

export type UserRow = typeof users.$inferSelect;

export function toUserJson(row: UserRow): User {
  return {
    _id: row.id,
    email: row.email,
    displayName: row.displayName,
    phoneNumber: row.phoneNumber,
    photoURL: row.photoUrl,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export interface ProfileChanges {
  displayName?: string;
  phoneNumber?: string;
  photoUrl?: string;
}

/**
 * Creates or updates the user with this e-mail. The role is never taken from the caller:
 * new users are 'user', and the configured superadmin e-mail is always 'superadmin'.
 */
export async function upsertUser(
  db: Db,
  input: { email: string; firebaseUid: string | null; superadminEmail: string } & ProfileChanges,
): Promise<UserRow> {
  const email = input.email.toLowerCase();
  const isSuperadmin = email === input.superadminEmail;
  const changes = {
    ...(input.displayName !== undefined && { displayName: input.displayName }),
    ...(input.phoneNumber !== undefined && { phoneNumber: input.phoneNumber }),
    ...(input.photoUrl !== undefined && { photoUrl: input.photoUrl }),
  };
  const [row] = await db
    .insert(users)
    .values({ email, firebaseUid: input.firebaseUid, role: isSuperadmin ? 'superadmin' : 'user', ...changes })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        ...changes,
        ...(input.firebaseUid && { firebaseUid: input.firebaseUid }),
        ...(isSuperadmin && { role: 'superadmin' as const }),
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row;
}

/** The users an admin manages, newest first: the superadmin is never listed nor counted. */
export async function listUsers(db: Db, options: { page: number; limit: number; search?: string }): Promise<{ rows: UserRow[]; total: number }> {
  const search = options.search?.trim();
  // E-mails are stored lower-cased: LIKE on lower(search) is a case-insensitive substring (users_email_trgm_idx).
  const visible = and(ne(users.role, 'superadmin'), search ? sql`${users.email} LIKE lower(${`%${escapeLike(search)}%`})` : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(visible)
      // Plain DESC (not Drizzle's NULLS LAST) so the users_created_at_idx index is walked.
      .orderBy(sql`${users.createdAt} DESC`, sql`${users.id} DESC`)
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ total: count() }).from(users).where(visible),
  ]);
  return { rows, total: Number(total) };
}

/**
 * Sets the role of a non-superadmin user. Returns how many rows changed (0 when the user already had it);
 * the superadmin row is excluded by the WHERE clause too, so a race cannot demote it.
 */
export async function setRole(db: Db, id: string, role: Exclude<Role, 'superadmin'>): Promise<number> {
  const changed = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), ne(users.role, 'superadmin'), ne(users.role, role)))
    .returning({ id: users.id });
  return changed.length;
}

/** Deletes a non-superadmin user row; orders and reviews keep their snapshot with user_id set to NULL (FK). */
export async function deleteUserRow(db: Db, id: string): Promise<number> {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.id, id), ne(users.role, 'superadmin')))
    .returning({ id: users.id });
  return deleted.length;
}

// ---------------------------------------------------------------------------------------------------------------
// The rules of the users API. Handlers stay thin: they resolve the caller and call these.

export const USERS_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

/** Who writes a user record: a Firebase identity (sign-in sync, sign-up) or the signed-in owner's session. */
export type ProfileWriter = { kind: 'firebase'; identity: VerifiedIdentity } | { kind: 'session' };

export interface ProfileBody {
  email?: string;
  displayName?: string;
  name?: string;
  phoneNumber?: string;
  contactNumber?: string;
  imageURL?: string;
  photoURL?: string;
}

/**
 * PUT /users/:email. Never takes a role or status from the body. A Firebase identity with an unverified e-mail may
 * create a new ordinary record or keep using its own, but it cannot take over the superadmin e-mail or a record made
 * by another Firebase account (someone could register an unverified account under another person's address).
 */
export async function saveOwnProfile(db: Db, config: Pick<Config, 'superadminEmail' | 'jwtSecret' | 'accessTokenTtlSeconds'>, writer: ProfileWriter, email: string, body: ProfileBody) {
  if (body.email && body.email.toLowerCase() !== email) throw badRequest('The e-mail in the body must match the e-mail in the path');
  const existing = await findUserByEmail(db, email);
  if (existing?.status === 'disabled') throw forbidden('This account is disabled');

  const identity = writer.kind === 'firebase' ? writer.identity : null;
  if (identity && !identity.emailVerified) {
    const claimsOther = existing ? existing.firebaseUid !== identity.uid : email === config.superadminEmail;
    if (claimsOther) throw forbidden('Verify your e-mail address first: open the link in the verification e-mail, then sign in again');
  }

  const displayName = body.displayName ?? body.name ?? (existing?.displayName ? undefined : identity?.name ?? undefined);
  const photoUrl = body.imageURL ?? body.photoURL ?? (existing?.photoUrl ? undefined : identity?.picture ?? undefined);
  const user = await upsertUser(db, {
    email,
    firebaseUid: identity?.uid ?? null,
    superadminEmail: config.superadminEmail,
    displayName: displayName?.trim() || undefined,
    phoneNumber: (body.phoneNumber ?? body.contactNumber)?.trim(),
    photoUrl,
  });

  const accessToken = identity
    ? await signAccessToken({ userId: user.id, email: user.email }, config.jwtSecret, config.accessTokenTtlSeconds)
    : undefined;
  return { acknowledged: true, modifiedCount: 1, data: { accessToken, user: toUserJson(user) } };
}

async function targetByEmail(db: Db, email: string): Promise<UserRow> {
  const target = await findUserByEmail(db, email);
  if (!target) throw notFound('No such user');
  if (target.role === 'superadmin') throw forbidden("The SuperAdmin's role can't be changed");
  return target;
}

/** Make admin / remove admin. Admins only (the route's guard); nobody changes the superadmin or demotes themself. */
export async function changeRole(db: Db, actor: Viewer, email: string, role: 'admin' | 'user'): Promise<number> {
  const target = await targetByEmail(db, email);
  if (role === 'user' && target.id === actor.id) throw forbidden("You can't remove your own admin role");
  return setRole(db, target.id, role);
}

/**
 * Deletes the user's Firebase account, then the row (orders and reviews stay, no longer linked). Firebase first: if
 * it fails nothing changed and the admin can retry; deleting an already-deleted Firebase account is not an error.
 */
export async function deleteUserAccount(db: Db, identity: IdentityProvider, actor: Viewer, id: string): Promise<number> {
  const target = await findUserById(db, id);
  if (!target) throw notFound('No such user');
  if (target.role === 'superadmin') throw forbidden("SuperAdmin can't be deleted");
  if (target.id === actor.id) throw forbidden("You can't delete your own account");
  await identity.deleteUserByEmail(target.email);
  return deleteUserRow(db, target.id);
}
