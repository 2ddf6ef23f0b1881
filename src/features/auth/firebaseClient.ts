/**
 * The Firebase JS SDK, loaded on demand: import this module with import() only.
 * With the emulator configured (no Firebase project), it talks to the Auth emulator.
 * It re-exports only what the auth thunks call: they pass this module's namespace around, so the bundler keeps every
 * export, and `export *` would bring all of firebase/auth along (npm run budget holds the chunk to FIREBASE_BUDGET_KB).
 */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import type { ClientConfig } from '../../../domain/types';

let authInstance: Auth | null = null;
let emulated = false;

export function initFirebase(config: ClientConfig): Auth {
  if (authInstance) return authInstance;
  const app = initializeApp(config.firebase);
  authInstance = getAuth(app);
  if (config.authEmulatorUrl) {
    connectAuthEmulator(authInstance, config.authEmulatorUrl, { disableWarnings: true });
    emulated = true;
  }
  return authInstance;
}

export function firebaseAuth(): Auth {
  if (!authInstance) throw new Error('Firebase is not initialised yet');
  return authInstance;
}

/** True when signing in goes through the Auth emulator (offline Google sign-in is emulated). */
export const isEmulated = () => emulated;

export {
  GoogleAuthProvider,
  createUserWithEmailAndPassword,
  onIdTokenChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from 'firebase/auth';
