/**
 * Every account step as a thunk (Redux DevTools show each one): sign-in (password, Google), sign-up, password reset,
 * profile update, sign-out, and the session sync that exchanges Firebase's ID token for the API's access token.
 * Every Firebase call goes through loadFirebase, so the Firebase SDK stays a lazily loaded chunk.
 * Screens dispatch these and `.unwrap()` the result; errors arrive as { message, code } (code: Firebase's 'auth/…').
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { User as FirebaseUser } from 'firebase/auth';
import type { AppDispatch, RootState } from '../../store/store';
import { errorMessage } from '../../lib/errorMessage';
import { authApi } from './authApi';
import { emulatedGoogleSub } from './authErrors';
import { authPending, profileChanged, sessionReady, signedOut, userChanged, type AuthUser } from '../../store/session';
import { clearApiCaches } from '../../lib/serviceWorkerCaches';

const createAuthThunk = createAsyncThunk.withTypes<{ state: RootState; dispatch: AppDispatch }>();

/**
 * An API error as an Error that survives the thunk's error serialisation: the API's own words (in the shopper's
 * language), or a catalogue key the screens translate when the API could not be reached.
 */
const apiError = (error: unknown) =>
  new Error(
    (error as { status?: unknown } | null)?.status === 'FETCH_ERROR' ? 'auth.error.network' : errorMessage(error),
  );

type FirebaseModule = typeof import('./firebaseClient');

let firebasePromise: Promise<FirebaseModule> | null = null;

/**
 * The Firebase module, initialised with the server's runtime config. Loaded once, on first use, which may come long
 * after the page loaded (a stored session needs no Firebase): it resolves once Firebase has restored the signed-in
 * user it keeps, so `currentUser` is right for the caller (a profile edit, a sign-out).
 */
function loadFirebase(dispatch: AppDispatch): Promise<FirebaseModule> {
  firebasePromise ??= (async () => {
    const [firebase, config] = await Promise.all([
      import('./firebaseClient'),
      dispatch(authApi.endpoints.clientConfig.initiate(undefined, { subscribe: false })).unwrap(),
    ]);
    await firebase.initFirebase(config).authStateReady();
    return firebase;
  })();
  firebasePromise.catch(() => {
    firebasePromise = null; // let a later call retry (e.g. the server was briefly unreachable)
  });
  return firebasePromise;
}

function toAuthUser(user: FirebaseUser): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    providerId: user.providerData[0]?.providerId ?? user.providerId,
  };
}

export interface Session {
  user: AuthUser;
  accessToken: string;
  isAdmin: boolean;
}

/** One sync per store and ID token: the sign-in screen and the token listener both ask, the API is called once. */
const syncs = new WeakMap<AppDispatch, { idToken: string; promise: Promise<Session | null>; settled: boolean }>();

async function exchangeToken(
  dispatch: AppDispatch,
  user: FirebaseUser,
  authUser: AuthUser,
  idToken: string,
  displayName?: string,
): Promise<Session | null> {
  const email = user.email!;
  const name = displayName ?? user.displayName ?? undefined;
  // Started beside the sync: the cookie only spares a visitor's page load, so a failure to make it changes nothing else.
  const pageSession = dispatch(authApi.endpoints.startPageSession.initiate(idToken))
    .unwrap()
    .catch(() => {});
  let sync;
  try {
    sync = await dispatch(
      authApi.endpoints.syncUser.initiate({ email, idToken, body: { email, ...(name ? { displayName: name } : {}) } }),
    ).unwrap();
  } catch (error) {
    throw apiError(error); // keeps the API's words through the thunk's error serialisation
  }
  await pageSession;
  const { accessToken, user: record, isAdmin } = sync.data;
  // The sync answered with the user record: the profile screen reads it from the cache instead of asking again.
  if (record?.email) void dispatch(authApi.util.upsertQueryData('userByEmail', email, record));
  // A sync that finishes after the user signed out (or switched accounts) must not bring the old session back.
  const firebase = await loadFirebase(dispatch);
  if (firebase.firebaseAuth().currentUser?.uid !== user.uid) return null;
  const session = { user: authUser, accessToken, isAdmin };
  dispatch(sessionReady(session));
  return session;
}

/**
 * Exchanges the signed-in Firebase user's ID token for the API's access token (PUT /users/:email), whose answer also
 * says whether the user is an admin. Runs at sign-in, whenever Firebase refreshes the ID token, and when the API
 * refuses an expired access token (forceRefresh: a fresh ID token first). Resolves with the session, or null when
 * nobody is signed in (any more).
 */
export const syncSession = createAuthThunk(
  'auth/syncSession',
  async (
    options: { displayName?: string; forceRefresh?: boolean } | undefined,
    { dispatch },
  ): Promise<Session | null> => {
    const firebase = await loadFirebase(dispatch);
    // Right after a page load Firebase may still be restoring the signed-in user: wait, or a renewal would sign out.
    await firebase.firebaseAuth().authStateReady();
    const user = firebase.firebaseAuth().currentUser;
    if (!user?.email) {
      dispatch(signedOut());
      return null;
    }
    const authUser = toAuthUser(user);
    dispatch(userChanged(authUser));
    const idToken = await user.getIdToken(options?.forceRefresh);
    const running = syncs.get(dispatch);
    if (running && running.idToken === idToken && !options?.displayName && !(options?.forceRefresh && running.settled))
      return running.promise;
    const entry = {
      idToken,
      promise: exchangeToken(dispatch, user, authUser, idToken, options?.displayName),
      settled: false,
    };
    syncs.set(dispatch, entry);
    entry.promise.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (syncs.get(dispatch) === entry) syncs.delete(dispatch);
      },
    );
    return entry.promise;
  },
);

/**
 * Signs out of Firebase and clears the session (the token leaves localStorage through the auth listener) and the
 * browser's session cookie.
 */
export const signOut = createAuthThunk('auth/signOut', async (_: void, { dispatch }) => {
  const firebase = await loadFirebase(dispatch);
  await Promise.all([
    firebase.signOut(firebase.firebaseAuth()),
    dispatch(authApi.endpoints.endPageSession.initiate())
      .unwrap()
      .catch(() => {}),
  ]);
  dispatch(signedOut());
  // Nothing one shopper read stays for the next on a shared phone: the api's memory, the worker's stored reads.
  dispatch(authApi.util.resetApiState());
  await clearApiCaches();
});

/**
 * After Firebase signed someone in: waits for the API session (access token, admin flag) so a protected page the
 * user goes to next does not bounce them back. If the API refuses the account, Firebase is signed out again.
 */
async function finishSignIn(
  dispatch: AppDispatch,
  getState: () => RootState,
  firebase: FirebaseModule,
  user: FirebaseUser,
): Promise<AuthUser> {
  try {
    await dispatch(syncSession()).unwrap();
  } catch (error) {
    await firebase.signOut(firebase.firebaseAuth()).catch(() => {});
    dispatch(signedOut());
    throw new Error(errorMessage(error));
  }
  const { user: sessionUser, loading } = getState().auth;
  if (loading || !sessionUser || sessionUser.uid !== user.uid) throw new Error('auth.error.signInInterrupted');
  return sessionUser;
}

export const signInWithPassword = createAuthThunk(
  'auth/signInWithPassword',
  async ({ email, password }: { email: string; password: string }, { dispatch, getState }) => {
    const firebase = await loadFirebase(dispatch);
    const credential = await firebase.signInWithEmailAndPassword(firebase.firebaseAuth(), email.trim(), password);
    return finishSignIn(dispatch, getState, firebase, credential.user);
  },
);

/** 'emulated' with the Auth emulator (no popups offline: the screen asks for the Google account), 'popup' otherwise. */
export const googleSignInMode = createAuthThunk(
  'auth/googleSignInMode',
  async (_: void, { dispatch }): Promise<'popup' | 'emulated'> => {
    const firebase = await loadFirebase(dispatch);
    return firebase.isEmulated() ? 'emulated' : 'popup';
  },
);

/**
 * Google sign-in. In production a Google popup; with the emulator, the account the user typed is signed in through
 * an unsigned Google ID token (the emulator accepts those), which creates the same Firebase user and API sync.
 */
export const signInWithGoogle = createAuthThunk(
  'auth/signInWithGoogle',
  async (emulatedAccount: { email: string; name: string } | undefined, { dispatch, getState }) => {
    const firebase = await loadFirebase(dispatch);
    const auth = firebase.firebaseAuth();
    let user: FirebaseUser;
    if (firebase.isEmulated()) {
      if (!emulatedAccount) throw new Error('auth.error.googleAccountNeeded');
      const email = emulatedAccount.email.trim().toLowerCase();
      const idToken = JSON.stringify({
        sub: emulatedGoogleSub(email),
        email,
        email_verified: true,
        name: emulatedAccount.name.trim(),
      });
      user = (await firebase.signInWithCredential(auth, firebase.GoogleAuthProvider.credential(idToken))).user;
    } else {
      user = (await firebase.signInWithPopup(auth, new firebase.GoogleAuthProvider())).user;
    }
    return finishSignIn(dispatch, getState, firebase, user);
  },
);

/**
 * Sends the reset mail. An unknown address is not an error here: the dialog says the same thing for every address,
 * so nobody learns which e-mails have accounts (ARCHITECTURE.md).
 */
export const sendPasswordReset = createAuthThunk('auth/sendPasswordReset', async (email: string, { dispatch }) => {
  const firebase = await loadFirebase(dispatch);
  try {
    await firebase.sendPasswordResetEmail(firebase.firebaseAuth(), email.trim());
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
});

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
export const signUp = createAuthThunk('auth/signUp', async (values: SignUpValues, { dispatch }) => {
  const firebase = await loadFirebase(dispatch);
  const auth = firebase.firebaseAuth();
  const email = values.email.trim().toLowerCase();
  const name = values.name.trim();
  const { user } = await firebase.createUserWithEmailAndPassword(auth, email, values.password);
  try {
    await firebase.sendEmailVerification(user);
    await firebase.updateProfile(user, { displayName: name });
    const idToken = await user.getIdToken();
    await dispatch(
      authApi.endpoints.syncUser.initiate({
        email,
        idToken,
        body: { email, displayName: name, phoneNumber: values.phoneNumber.trim() },
      }),
    )
      .unwrap()
      .catch((error: unknown) => {
        throw apiError(error);
      });
  } finally {
    await dispatch(signOut())
      .unwrap()
      .catch(() => {});
  }
});

export interface ProfileChanges {
  email: string;
  displayName: string;
  contactNumber?: string;
  /** An uploaded image's path, '/uploads/images/<name>.webp'. */
  imageURL?: string;
}

/**
 * Profile edit: the Firebase profile (name, photo) so the next session sync and other devices see it too, then our
 * user record (SPEC.md's update payload), then the navbar's copy of the user.
 */
export const updateProfile = createAuthThunk(
  'auth/updateProfile',
  async ({ email, displayName, contactNumber, imageURL }: ProfileChanges, { dispatch }) => {
    const firebase = await loadFirebase(dispatch);
    const user = firebase.firebaseAuth().currentUser;
    if (!user) throw new Error('auth.error.signedOutForProfile');
    await firebase.updateProfile(user, {
      displayName,
      ...(imageURL && { photoURL: new URL(imageURL, window.location.origin).href }),
    });
    let updated;
    try {
      updated = await dispatch(
        authApi.endpoints.syncUser.initiate({
          email,
          body: {
            email,
            displayName,
            ...(contactNumber && { phoneNumber: contactNumber }),
            ...(imageURL && { photoURL: imageURL }),
          },
        }),
      ).unwrap();
    } catch (error) {
      throw apiError(error);
    }
    if (!updated) throw new Error('auth.edit.failed');
    dispatch(profileChanged({ displayName, ...(imageURL && { photoURL: imageURL }) }));
  },
);

/**
 * The API refused an expired access token: a fresh Firebase ID token (forced refresh) and a new sync give a new
 * one. Resolves with it, or with null after signing out cleanly when the session cannot be renewed.
 */
export const renewSession = createAuthThunk(
  'auth/renewSession',
  async (_: void, { dispatch }): Promise<string | null> => {
    try {
      const session = await dispatch(syncSession({ forceRefresh: true })).unwrap();
      if (session) return session.accessToken;
    } catch {
      // fall through: the account is gone, disabled, or the API cannot be reached
    }
    // Signed out of Firebase and the store; the api cache is not reset here, as requests are still in flight
    // (the guards send the user to /signin, and the signed-out pages ask again without a token).
    dispatch(signedOut());
    const firebase = await loadFirebase(dispatch).catch(() => null);
    if (firebase) await firebase.signOut(firebase.firebaseAuth()).catch(() => {});
    return null;
  },
);

let watching = false;

/** Dispatched once after the shell has rendered: follows Firebase's signed-in state for the life of the page. */
export const watchAuthState = createAuthThunk('auth/watchAuthState', async (_: void, { dispatch }) => {
  if (watching) return;
  watching = true;
  try {
    const firebase = await loadFirebase(dispatch);
    firebase.onIdTokenChanged(firebase.firebaseAuth(), async (user) => {
      if (!user) {
        dispatch(signedOut());
        return;
      }
      try {
        await dispatch(syncSession()).unwrap();
      } catch {
        // The API refused the account (deleted, disabled) or is unreachable: do not keep a half session.
        await firebase.signOut(firebase.firebaseAuth()).catch(() => {});
        dispatch(signedOut());
      }
    });
  } catch {
    dispatch(authPending(false));
  }
});

/**
 * Reloads the signed-in Firebase user, so an address verified meanwhile (the link opened in another tab) shows as
 * verified without signing out and in.
 */
export const refreshUser = createAuthThunk('auth/refreshUser', async (_: void, { dispatch }) => {
  const firebase = await loadFirebase(dispatch);
  const current = firebase.firebaseAuth().currentUser;
  if (!current) return;
  await current.reload();
  if (firebase.firebaseAuth().currentUser?.uid === current.uid) dispatch(userChanged(toAuthUser(current)));
});
