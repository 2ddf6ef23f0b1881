import { eq, sql } from 'drizzle-orm';
import type { User } from '../../domain/types';
import type { Db } from '../db/client';
import { users } from '../db/schema';

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
