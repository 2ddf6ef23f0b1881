import { randomUUID } from 'node:crypto';
import { cert, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
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
  /** Verifies a Firebase ID token, including the revocation check (which also refuses deleted accounts). */
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
  deleteUserByEmail(email: string): Promise<void>;
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

  return {
    async verifyIdToken(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken, true);
        if (!decoded.email) throw new InvalidIdTokenError('The ID token carries no e-mail address');
        return {
          uid: decoded.uid,
          email: decoded.email.toLowerCase(),
          emailVerified: decoded.email_verified === true,
          name: typeof decoded.name === 'string' ? decoded.name : null,
          picture: typeof decoded.picture === 'string' ? decoded.picture : null,
        };
      } catch (error) {
        if (error instanceof InvalidIdTokenError) throw error;
        throw new InvalidIdTokenError((error as Error).message);
      }
    },
    async deleteUserByEmail(email) {
      try {
        const user = await auth.getUserByEmail(email);
        await auth.deleteUser(user.uid);
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
