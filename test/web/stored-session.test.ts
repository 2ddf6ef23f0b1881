/**
 * The stored session (issue 11: Firebase off the page load): a page load shows the session this browser last saw,
 * without waiting for Firebase; Firebase starts only for a token stored without one, or once a session is made;
 * other tabs' sign-ins and sign-outs arrive through the storage event.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../src/app/store';
import { authListener } from '../../src/store/sessionListener';
import { sessionReady, signedOut, userChanged } from '../../src/store/session';
import { startSession } from '../../src/features/auth/startSession';
import { SESSION_STORAGE_KEY } from '../../src/store/storedSession';
import { emulatorConfigHandler } from './fake-identity-toolkit';
import { server } from './msw-server';
import { signedInUser } from './render';

const storeSession = (session: object | string, token = 'stored-token') => {
  localStorage.setItem(SESSION_STORAGE_KEY, typeof session === 'string' ? session : JSON.stringify(session));
  localStorage.setItem('accessToken', token);
};

/** Counts requests for the client config, the first thing loading Firebase asks for. */
function countFirebaseStarts() {
  const seen = { configRequests: 0 };
  server.use(emulatorConfigHandler);
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/config')) seen.configRequests++;
  });
  return seen;
}

/** Counts the times Firebase's sign-in state starts being followed (the thunk may do nothing if already following). */
function countWatches() {
  const watches: string[] = [];
  stopCounting = authListener.startListening({
    predicate: (action) => action.type === 'auth/watchAuthState/pending',
    effect: (action) => void watches.push(action.type),
  });
  return watches;
}
let stopCounting = () => {};

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

let stop = () => {};
afterEach(() => {
  stop();
  stopCounting();
});

describe('the first state of a page', () => {
  it('shows a stored session at once: the user, the token and the admin flag, not loading', () => {
    storeSession({ user: signedInUser, isAdmin: true });
    expect(makeStore().getState().auth).toEqual({
      user: signedInUser,
      accessToken: 'stored-token',
      isAdmin: true,
      loading: false,
    });
  });

  it('waits for Firebase when a token was stored without a session (or with one that is not one)', () => {
    storeSession('{"user":{"uid":42},"isAdmin":"yes"}');
    expect(makeStore().getState().auth).toEqual({
      user: null,
      accessToken: 'stored-token',
      isAdmin: false,
      loading: true,
    });
    storeSession('not json');
    expect(makeStore().getState().auth.loading).toBe(true);
    localStorage.removeItem(SESSION_STORAGE_KEY);
    expect(makeStore().getState().auth).toMatchObject({ user: null, accessToken: 'stored-token', loading: true });
  });

  it('is signed out and not loading with nothing stored', () => {
    expect(makeStore().getState().auth).toEqual({ user: null, accessToken: null, isAdmin: false, loading: false });
  });
});

describe('keeping the stored session in step', () => {
  it('stores a ready session, keeps the old one while a new user is synced, and clears it when signed out', () => {
    const store = makeStore();
    store.dispatch(sessionReady({ user: signedInUser, accessToken: 'access-1', isAdmin: false }));
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ user: signedInUser, isAdmin: false });

    store.dispatch(userChanged({ ...signedInUser, uid: 'uid-other', email: 'other@boipoka.test' }));
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).user.uid).toBe(signedInUser.uid);

    store.dispatch(signedOut());
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('startSession', () => {
  // First: Firebase follows the sign-in state of the first store that asks, for the rest of this file's life.
  it('asks Firebase when a token was stored without a session, and signs out when Firebase knows nobody', async () => {
    const seen = countFirebaseStarts();
    localStorage.setItem('accessToken', 'token-of-an-older-version');
    const store = makeStore();
    stop = store.dispatch(startSession());
    await expect.poll(() => store.getState().auth.loading, { timeout: 5000 }).toBe(false);
    expect(seen.configRequests).toBe(1);
    expect(store.getState().auth.user).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it("does not start Firebase for a customer's stored session, nor for nobody signed in", async () => {
    const watches = countWatches();
    storeSession({ user: signedInUser, isAdmin: false });
    stop = makeStore().dispatch(startSession());
    await settle();
    stop();
    localStorage.clear();
    stop = makeStore().dispatch(startSession());
    await settle();
    expect(watches).toHaveLength(0);
  });

  it("checks an admin's stored session with Firebase once idle (a demotion takes the panel away at once)", async () => {
    storeSession({ user: signedInUser, isAdmin: true });
    const store = makeStore();
    const watches = countWatches();
    stop = store.dispatch(startSession());
    expect(store.getState().auth).toMatchObject({ user: signedInUser, isAdmin: true, loading: false });
    await expect.poll(() => watches.length, { timeout: 5000 }).toBe(1);
  });

  it('follows Firebase from the first session made on the page on', async () => {
    const store = makeStore();
    const watches = countWatches();
    stop = store.dispatch(startSession());
    await settle();
    expect(watches).toHaveLength(0);
    store.dispatch(sessionReady({ user: signedInUser, accessToken: 'access-1', isAdmin: false }));
    await expect.poll(() => watches.length, { timeout: 5000 }).toBe(1);
    store.dispatch(sessionReady({ user: signedInUser, accessToken: 'access-2', isAdmin: false }));
    await settle();
    expect(watches).toHaveLength(1);
  });

  it("takes another tab's session and sign-out from the storage event", () => {
    const store = makeStore();
    stop = store.dispatch(startSession());
    storeSession({ user: signedInUser, isAdmin: false }, 'token-from-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: 'token-from-other-tab' }));
    expect(store.getState().auth).toEqual({
      user: signedInUser,
      accessToken: 'token-from-other-tab',
      isAdmin: false,
      loading: false,
    });

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: null }));
    expect(store.getState().auth.user).toBeNull();

    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: 'x' }));
    expect(store.getState().auth.user).toBeNull();
  });
});
