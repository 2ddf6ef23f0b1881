import { randomUUID } from 'node:crypto';
import { cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Config } from '../config';

/** Managing Firebase accounts by uid (an admin deleting a user). */
export interface FirebaseAccounts {
  /** Deletes the account with this uid; an account that is already gone is not an error. */
  deleteAccount(uid: string): Promise<void>;
  close(): Promise<void>;
}

export function firebaseAccounts(firebase: Config['firebase']): FirebaseAccounts {
  // firebase-admin reads the emulator host from the environment.
  if (firebase.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.emulatorHost;
  const credentials = process.env.FIREBASE_SERVICE_ACCOUNT_JSON;
  const app = initializeApp(
    { projectId: firebase.projectId, ...(credentials ? { credential: cert(JSON.parse(credentials)) } : {}) },
    `boipoka-accounts-${randomUUID()}`,
  );
  const auth = getAuth(app);
  return {
    async deleteAccount(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
    },
    close: () => deleteApp(app),
  };
}
