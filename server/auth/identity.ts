import { randomUUID } from 'node:crypto';
import { cert, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken, type UserRecord } from 'firebase-admin/auth';
import type { Config } from '../config';

export interface VerifiedIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** What the server needs from Firebase Auth; tests and the launcher use the same implementation. */
export interface IdentityProvider {
  /**
   * Verifies a Firebase ID token (including the revocation check, which also refuses deleted and disabled accounts),
   * then reads the account: e-mail and emailVerified come from the account, never from the token's claims, and a
   * token whose e-mail differs from its account's is refused.
   */
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
  /**
   * A Firebase session cookie made from a verified ID token (Firebase's own mechanism for pages a server draws), valid
   * for `expiresInMs`; the token is verified first, so a bad one throws InvalidIdTokenError.
   */
  createSessionCookie(idToken: string, expiresInMs: number): Promise<string>;
  /**
   * The uid of a session cookie made by createSessionCookie, or null for anything else (expired, forged, malformed).
   * No revocation check: the cookie only chooses which page to serve, it never authorises a call.
   */
  verifySessionCookie(sessionCookie: string): Promise<string | null>;
  /** Deletes the account with this uid (an admin deleting a user); an account already gone is not an error. */
  deleteUser(uid: string): Promise<void>;
  updateUser(uid: string, changes: { displayName?: string | null; photoURL?: string | null }): Promise<void>;
  /** Creates the account unless one exists with that e-mail; returns its uid. */
  ensureUser(input: { email: string; password: string; displayName: string; emailVerified?: boolean }): Promise<string>;
  close(): Promise<void>;
}

export class InvalidIdTokenError extends Error {}

export function firebaseIdentity(firebase: Config['firebase']): IdentityProvider {
  // firebase-admin reads the emulator host from the environment.
  if (firebase.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.emulatorHost;
  const credentials = process.env.FIREBASE_SERVICE_ACCOUNT_JSON;
  const app: App = initializeApp(
    {
      projectId: firebase.projectId,
      ...(credentials ? { credential: cert(JSON.parse(credentials)) } : {}),
    },
    `boipoka-${randomUUID()}`,
  );
  const auth: Auth = getAuth(app);

  async function verifyIdToken(idToken: string): Promise<VerifiedIdentity> {
    let decoded: DecodedIdToken;
    try {
      // checkRevoked also refuses tokens of deleted or disabled accounts and tokens issued before a revocation.
      decoded = await auth.verifyIdToken(idToken, true);
    } catch (error) {
      throw new InvalidIdTokenError((error as Error).message);
    }
    // With the Auth emulator the token is unsigned: every claim but the uid may be made up. The account itself
    // (read from Firebase Auth) is the authority for the e-mail address and whether it is verified.
    let account: UserRecord;
    try {
      account = await auth.getUser(decoded.uid);
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found')
        throw new InvalidIdTokenError("No account has this ID token's uid");
      throw error;
    }
    if (account.disabled) throw new InvalidIdTokenError('The account is disabled');
    if (!account.email) throw new InvalidIdTokenError('The account has no e-mail address');
    const email = account.email.toLowerCase();
    if (typeof decoded.email !== 'string' || decoded.email.toLowerCase() !== email) {
      throw new InvalidIdTokenError("The ID token's e-mail is not the account's e-mail");
    }
    return {
      uid: account.uid,
      email,
      emailVerified: account.emailVerified === true,
      name: account.displayName ?? (typeof decoded.name === 'string' ? decoded.name : null),
      picture: account.photoURL ?? (typeof decoded.picture === 'string' ? decoded.picture : null),
    };
  }

  return {
    verifyIdToken,
    async createSessionCookie(idToken, expiresInMs) {
      await verifyIdToken(idToken);
      return auth.createSessionCookie(idToken, { expiresIn: expiresInMs });
    },
    async verifySessionCookie(sessionCookie) {
      try {
        return (await auth.verifySessionCookie(sessionCookie, false)).uid;
      } catch {
        return null;
      }
    },
    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
    },
    async updateUser(uid, changes) {
      await auth.updateUser(uid, changes);
    },
    async ensureUser({ email, password, displayName, emailVerified = true }) {
      try {
        return (await auth.getUserByEmail(email)).uid;
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
      return (await auth.createUser({ email, password, displayName, emailVerified })).uid;
    },
    close: () => deleteApp(app),
  };
}
