/** The users table: reads and writes, no rules (those are in ./rules.ts). */
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Language } from '../../../domain/format';
import type { Role, User } from '../../../domain/schemas/users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { escapeLike } from '../books';

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
  /** The language the user reads the shop in (from the call's Accept-Language); kept as it was when undefined. */
  language?: Language;
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
    ...(input.language !== undefined && { language: input.language }),
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
export async function listUsers(
  db: Db,
  options: { page: number; limit: number; search?: string },
): Promise<{ rows: UserRow[]; total: number }> {
  const search = options.search?.trim();
  // E-mails are stored lower-cased: LIKE on lower(search) is a case-insensitive substring (users_email_trgm_idx).
  const visible = and(
    ne(users.role, 'superadmin'),
    search ? sql`${users.email} LIKE lower(${`%${escapeLike(search)}%`})` : undefined,
  );
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

/** The language the user now reads the shop in (a checkout, a notify-me request); no write when it is unchanged. */
export async function rememberLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), sql`${users.language} IS DISTINCT FROM ${language}`));
}
