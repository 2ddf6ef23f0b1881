/**
 * The account actions behind the sign-in, sign-up and profile screens. Every Firebase call lives here and goes
 * through loadFirebase(store), so the Firebase SDK stays a lazily loaded chunk (screens import only this module).
 */
import type { User as FirebaseUser } from 'firebase/auth';
import type { AppStore } from '../../app/store';
import { authApi } from './authApi';
import { emulatedGoogleSub, errorMessage } from './authErrors';
import { signedOut, type AuthUser } from './authSlice';
import { loadFirebase, signOutEverywhere, syncSession } from './session';

/** An error whose message is already meant for people (an API refusal, say), as opposed to a provider error. */
export class AccountError extends Error {}

/**
 * After Firebase signed someone in: waits for the API session (access token, admin flag) so a protected page the
 * user goes to next does not bounce them back. If the API refuses the account, Firebase is signed out again.
 */
async function finishSignIn(store: AppStore, user: FirebaseUser): Promise<AuthUser> {
  try {
    await syncSession(store, user);
  } catch (error) {
    const firebase = await loadFirebase(store);
    await firebase.signOut(firebase.firebaseAuth()).catch(() => {});
    store.dispatch(signedOut());
    throw new AccountError(errorMessage(error));
  }
  const { user: sessionUser, loading } = store.getState().auth;
  if (loading || !sessionUser || sessionUser.uid !== user.uid) throw new AccountError('The sign-in was interrupted. Please try again.');
  return sessionUser;
}

export async function signInWithPassword(store: AppStore, email: string, password: string): Promise<AuthUser> {
  const firebase = await loadFirebase(store);
  const credential = await firebase.signInWithEmailAndPassword(firebase.firebaseAuth(), email.trim(), password);
  return finishSignIn(store, credential.user);
}

/** 'emulated' with the Auth emulator (no popups offline: the screen asks for the Google account), 'popup' otherwise. */
export async function googleSignInMode(store: AppStore): Promise<'popup' | 'emulated'> {
  const firebase = await loadFirebase(store);
  return firebase.isEmulated() ? 'emulated' : 'popup';
}

/**
 * Google sign-in. In production a Google popup; with the emulator, the account the user typed is signed in through
 * an unsigned Google ID token (the emulator accepts those), which creates the same Firebase user and API sync.
 */
export async function signInWithGoogle(store: AppStore, emulatedAccount?: { email: string; name: string }): Promise<AuthUser> {
  const firebase = await loadFirebase(store);
  const auth = firebase.firebaseAuth();
  let user: FirebaseUser;
  if (firebase.isEmulated()) {
    if (!emulatedAccount) throw new AccountError('Enter the Google account to sign in with.');
    const email = emulatedAccount.email.trim().toLowerCase();
    const idToken = JSON.stringify({ sub: emulatedGoogleSub(email), email, email_verified: true, name: emulatedAccount.name.trim() });
    user = (await firebase.signInWithCredential(auth, firebase.GoogleAuthProvider.credential(idToken))).user;
  } else {
    user = (await firebase.signInWithPopup(auth, new firebase.GoogleAuthProvider())).user;
  }
  return finishSignIn(store, user);
}

export async function sendPasswordReset(store: AppStore, email: string): Promise<void> {
  const firebase = await loadFirebase(store);
  await firebase.sendPasswordResetEmail(firebase.firebaseAuth(), email.trim());
}

export interface SignUpValues {
  name: string;
  email: string;
  phoneNumber: string;
  password: string;
}

/**
 * SPEC.md §4's sign-up: create the account, send the verification mail, set the display name, store the phone number
 * (PUT /users/:email with the new account's ID token). Then sign out, so /signin shows its form: the user signs in
 * once with the new password (documented decision).
 */
export async function signUpWithPassword(store: AppStore, values: SignUpValues): Promise<void> {
  const firebase = await loadFirebase(store);
  const auth = firebase.firebaseAuth();
  const email = values.email.trim().toLowerCase();
  const name = values.name.trim();
  const { user } = await firebase.createUserWithEmailAndPassword(auth, email, values.password);
  try {
    await firebase.sendEmailVerification(user);
    await firebase.updateProfile(user, { displayName: name });
    const idToken = await user.getIdToken();
    await store
      .dispatch(authApi.endpoints.syncUser.initiate({ email, idToken, body: { email, displayName: name, phoneNumber: values.phoneNumber.trim() } }))
      .unwrap()
      .catch((error: unknown) => {
        throw new AccountError(errorMessage(error));
      });
  } finally {
    await signOutEverywhere(store).catch(() => {});
  }
}

/** Profile edit: the Firebase profile (name, photo) so the next session sync and other devices see it too. */
export async function updateFirebaseProfile(store: AppStore, changes: { displayName?: string; photoURL?: string }): Promise<void> {
  const firebase = await loadFirebase(store);
  const user = firebase.firebaseAuth().currentUser;
  if (!user) throw new AccountError('You are signed out. Sign in again to update your profile.');
  await firebase.updateProfile(user, changes);
}

/** Loads Firebase ahead of a click (sign-in screen), so a Google popup opens straight from the user's gesture. */
export function preloadFirebase(store: AppStore): void {
  void loadFirebase(store).catch(() => {});
}
