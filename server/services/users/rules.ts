/** The rules of the users API: who may save a profile, change a role or delete an account. */
import { isAdminRole, type Viewer } from '../../auth/guards';
import { signAccessToken } from '../../auth/access-token';
import type { IdentityProvider } from '../../auth/identity';
import type { ProfileWriter } from '../../auth/profile-writer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { invalid, forbidden, notFound } from '../../errors';
import type { Language } from '../../../domain/format';
import { limitFor } from '../../../domain/limits';
import { isOwnImageUrl } from '../../../domain/validation';
import type { ProfileBody, User, UserListResponse } from '../../../domain/schemas/users';
import { recordAudit } from '../audit';
import {
  deleteUserRow,
  findUserByEmail,
  findUserById,
  listUsers,
  setRole,
  toUserJson,
  upsertUser,
  type UserRow,
} from './queries';

export interface SavedProfile {
  user: User;
  isAdmin: boolean;
  /** A fresh access token when the writer proved a Firebase identity (sign-in sync, sign-up). */
  accessToken?: string;
}

/**
 * PUT /users/:email. Never takes a role or status from the body. A Firebase identity with an unverified e-mail may
 * create a new ordinary record or keep using its own, but it cannot take over the superadmin e-mail or a record made
 * by another Firebase account (someone could register an unverified account under another person's address).
 */
export async function saveOwnProfile(
  db: Db,
  config: Pick<Config, 'superadminEmail' | 'jwtSecret' | 'accessTokenTtlSeconds'>,
  writer: ProfileWriter,
  email: string,
  body: ProfileBody,
  language?: Language,
): Promise<SavedProfile> {
  if (body.email && body.email.toLowerCase() !== email)
    throw invalid('The e-mail in the body must match the e-mail in the path');
  const existing = await findUserByEmail(db, email);
  if (existing?.status === 'disabled') throw forbidden('This account is disabled');

  const identity = writer.kind === 'firebase' ? writer.identity : null;
  if (identity && !identity.emailVerified) {
    const claimsOther = existing ? existing.firebaseUid !== identity.uid : email === config.superadminEmail;
    if (claimsOther)
      throw forbidden('Verify your e-mail address first: open the link in the verification e-mail, then sign in again');
  }

  const displayName =
    body.displayName ?? body.name ?? (existing?.displayName ? undefined : (identity?.name ?? undefined));
  // A sign-in provider's photo (e.g. Google's) is an outside URL: not kept (images are the shop's own uploads).
  const providerPhoto = identity?.picture && isOwnImageUrl(identity.picture) ? identity.picture : undefined;
  const photoUrl = body.imageURL ?? body.photoURL ?? (existing?.photoUrl ? undefined : providerPhoto);
  const user = await upsertUser(db, {
    email,
    firebaseUid: identity?.uid ?? null,
    superadminEmail: config.superadminEmail,
    displayName: displayName?.trim() || undefined,
    phoneNumber: (body.phoneNumber ?? body.contactNumber)?.trim(),
    photoUrl,
    language,
  });

  const accessToken = identity
    ? await signAccessToken({ userId: user.id, email: user.email }, config.jwtSecret, config.accessTokenTtlSeconds)
    : undefined;
  return { user: toUserJson(user), isAdmin: isAdminRole(user.role), ...(accessToken && { accessToken }) };
}

/** GET /users: one page of the users an admin manages (the page size clamped to its maximum). */
export async function listUserPage(
  db: Db,
  query: { page: number; limit?: number; search?: string },
): Promise<UserListResponse['data']> {
  const limit = limitFor('users', query.limit);
  const { rows, total } = await listUsers(db, { page: query.page, limit, search: query.search });
  return { result: rows.map(toUserJson), totalUsers: total, page: query.page, limit };
}

/** The user with this e-mail, for the user themself or an admin. */
export async function userForViewer(db: Db, viewer: Viewer, email: string): Promise<User> {
  assertSelfOrAdmin(viewer, email);
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound('No such user');
  return toUserJson(user);
}

/** Whether the user with this e-mail is an admin (false when there is none); the user themself or an admin may ask. */
export async function isAdminForViewer(db: Db, viewer: Viewer, email: string): Promise<boolean> {
  assertSelfOrAdmin(viewer, email);
  const user = await findUserByEmail(db, email);
  return user ? isAdminRole(user.role) : false;
}

/** The user themself or an admin. */
function assertSelfOrAdmin(viewer: Viewer, email: string) {
  if (viewer.email !== email.toLowerCase() && !isAdminRole(viewer.role)) throw forbidden();
}

async function targetByEmail(db: Db, email: string): Promise<UserRow> {
  const target = await findUserByEmail(db, email);
  if (!target) throw notFound('No such user');
  if (target.role === 'superadmin') throw forbidden("The SuperAdmin's role can't be changed");
  return target;
}

/**
 * Make admin / remove admin: how many rows changed (0 when the user already had the role). Admins only (the route's
 * guard); nobody changes the superadmin or demotes themself.
 */
export async function changeRole(db: Db, actor: Viewer, email: string, role: 'admin' | 'user'): Promise<number> {
  const target = await targetByEmail(db, email);
  if (role === 'user' && target.id === actor.id) throw forbidden("You can't remove your own admin role");
  return db.transaction(async (tx) => {
    const changed = await setRole(tx, target.id, role);
    if (changed > 0) {
      await recordAudit(tx, actor, {
        action: role === 'admin' ? 'user.make_admin' : 'user.remove_admin',
        entity: 'user',
        entityId: target.id,
        before: { email: target.email, role: target.role },
        after: { role },
      });
    }
    return changed;
  });
}

/**
 * Deletes the user's Firebase account — the one recorded in firebase_uid, never one looked up by e-mail (the user may
 * have changed address, and another person may hold the old one) — then the row (orders and reviews stay, no longer
 * linked). Firebase first: if it fails nothing changed and the admin can retry; deleting an already-deleted Firebase
 * account is not an error. Returns how many rows were deleted.
 */
export async function deleteUserAccount(
  db: Db,
  identity: IdentityProvider,
  actor: Viewer,
  id: string,
): Promise<number> {
  const target = await findUserById(db, id);
  if (!target) throw notFound('No such user');
  if (target.role === 'superadmin') throw forbidden("SuperAdmin can't be deleted");
  if (target.id === actor.id) throw forbidden("You can't delete your own account");
  if (target.firebaseUid) await identity.deleteUser(target.firebaseUid);
  return db.transaction(async (tx) => {
    const deleted = await deleteUserRow(tx, target.id);
    if (deleted > 0) {
      await recordAudit(tx, actor, {
        action: 'user.delete',
        entity: 'user',
        entityId: target.id,
        before: { email: target.email, role: target.role, displayName: target.displayName },
        after: null,
      });
    }
    return deleted;
  });
}
