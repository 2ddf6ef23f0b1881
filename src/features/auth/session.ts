import type { User as FirebaseUser } from 'firebase/auth';
import type { AppStore } from '../../app/store';
import { authApi } from './authApi';
import { authPending, sessionReady, signedOut, userChanged, type AuthUser } from './authSlice';

type FirebaseModule = typeof import('./firebaseClient');

let firebasePromise: Promise<FirebaseModule> | null = null;

/** The Firebase module, initialised with the server's runtime config. Loaded once, on first use. */
export function loadFirebase(store: AppStore): Promise<FirebaseModule> {
  firebasePromise ??= (async () => {
    const [firebase, config] = await Promise.all([
      import('./firebaseClient'),
      store.dispatch(authApi.endpoints.clientConfig.initiate(undefined, { subscribe: false })).unwrap(),
    ]);
    firebase.initFirebase(config);
    return firebase;
  })();
  firebasePromise.catch(() => {
    firebasePromise = null; // let a later call retry (e.g. the server was briefly unreachable)
  });
  return firebasePromise;
}

export function toAuthUser(user: FirebaseUser): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    providerId: user.providerData[0]?.providerId ?? user.providerId,
  };
}

/** One sync per store and ID token: the sign-in screen and the token listener both ask, the API is called once. */
const syncs = new WeakMap<AppStore, { idToken: string; promise: Promise<void> }>();

/**
 * Exchanges the Firebase ID token for the API's access token (PUT /users/:email) and asks whether the user
 * is an admin. Runs at sign-in and whenever Firebase refreshes the ID token, so the access token is renewed too.
 * Resolves once the auth slice holds the synced session (or once it is clear the user signed out meanwhile).
 */
export async function syncSession(store: AppStore, user: FirebaseUser, extra: { displayName?: string } = {}): Promise<void> {
  if (!user.email) {
    store.dispatch(signedOut());
    return;
  }
  const authUser = toAuthUser(user);
  store.dispatch(userChanged(authUser));
  const idToken = await user.getIdToken();
  const running = syncs.get(store);
  if (running && running.idToken === idToken && !extra.displayName) return running.promise;
  const promise = exchangeToken(store, user, authUser, idToken, extra);
  syncs.set(store, { idToken, promise });
  promise.catch(() => {
    if (syncs.get(store)?.promise === promise) syncs.delete(store);
  });
  return promise;
}

async function exchangeToken(store: AppStore, user: FirebaseUser, authUser: AuthUser, idToken: string, extra: { displayName?: string }) {
  const email = user.email!;
  const displayName = extra.displayName ?? user.displayName ?? undefined;
  const sync = await store
    .dispatch(
      authApi.endpoints.syncUser.initiate({
        email,
        idToken,
        body: { email, ...(displayName ? { displayName } : {}) },
      }),
    )
    .unwrap();
  const accessToken = sync.data.accessToken;
  // The access token is not in the store yet, so send it explicitly for the role check.
  const response = await fetch(new URL(`/api/v1/users/isAdmin/${encodeURIComponent(email)}`, location.origin), {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const isAdmin = response.ok ? ((await response.json()) as { role: boolean }).role : false;
  // A sync that finishes after the user signed out (or switched accounts) must not bring the old session back.
  const firebase = await loadFirebase(store);
  if (firebase.firebaseAuth().currentUser?.uid !== user.uid) return;
  store.dispatch(sessionReady({ user: authUser, accessToken, isAdmin }));
}

let started = false;

/** Called once after the shell has rendered: follows Firebase's signed-in state for the life of the page. */
export function startAuthSession(store: AppStore) {
  if (started) return;
  started = true;
  void (async () => {
    try {
      const firebase = await loadFirebase(store);
      firebase.onIdTokenChanged(firebase.firebaseAuth(), async (user) => {
        if (!user) {
          store.dispatch(signedOut());
          return;
        }
        try {
          await syncSession(store, user);
        } catch {
          // The API refused the account (deleted, disabled) or is unreachable: do not keep a half session.
          await firebase.signOut(firebase.firebaseAuth()).catch(() => {});
          store.dispatch(signedOut());
        }
      });
    } catch {
      store.dispatch(authPending(false));
    }
  })();
}

/** Signs out of Firebase and clears the session (the token leaves localStorage through the store). */
export async function signOutEverywhere(store: AppStore) {
  const firebase = await loadFirebase(store);
  await firebase.signOut(firebase.firebaseAuth());
  store.dispatch(signedOut());
  store.dispatch(authApi.util.resetApiState());
}
