/**
 * The session around the API: a sign-in asks the API once (the user sync answers the access token, the admin flag
 * and the user record), and an expired access token is renewed once and the request retried (RTK Query's re-auth).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from './user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../src/app/store';
import { adminApi } from '../../src/features/admin/adminApi';
import { signInWithPassword, signOut } from '../../src/features/auth/authThunks';
import SignInPage from '../../src/features/auth/SignInPage';
import { booksApi } from '../../src/store/booksApi';
import ProfilePage from '../../src/features/auth/ProfilePage';
import { profileApi } from '../../src/features/auth/profileApi';
import { emulatorConfigHandler, fakeIdentityToolkit, type FakeToolkit } from './fake-identity-toolkit';
import { API, http, HttpResponse, server } from './msw-server';
import { authState, renderWithProviders } from './render';

const reader = {
  localId: 'uid-reader',
  email: 'reader@example.com',
  password: 'Secret#123',
  displayName: 'Rahim Uddin',
  emailVerified: true,
  providerId: 'password',
};
const record = {
  _id: 'user-1',
  email: reader.email,
  displayName: 'Rahim Uddin',
  phoneNumber: '+8801711000000',
  photoURL: null,
  role: 'user',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
};

let toolkit: FakeToolkit;
let syncs: Array<{ authorization: string | null }>;
let requests: string[];
/** What the next user sync answers (after sign-in: the renewal). */
let syncAnswer: (n: number) => Response;

const logRequest = ({ request }: { request: Request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
};

beforeEach(() => {
  toolkit = fakeIdentityToolkit([reader]);
  syncs = [];
  requests = [];
  syncAnswer = (n) => HttpResponse.json({ data: { accessToken: `access-${n}`, isAdmin: false, user: record } });
  server.use(
    emulatorConfigHandler,
    ...toolkit.handlers,
    http.put(`${API}/users/:email`, ({ request }) => {
      syncs.push({ authorization: request.headers.get('authorization') });
      return syncAnswer(syncs.length);
    }),
  );
  server.events.on('request:start', logRequest);
});

afterEach(async () => {
  server.events.removeListener('request:start', logRequest);
  const firebase = await import('../../src/features/auth/firebaseClient');
  try {
    await firebase.signOut(firebase.firebaseAuth());
  } catch {
    // not initialised in this test
  }
});

async function signedInStore() {
  const store = makeStore({ auth: authState() });
  await store.dispatch(signInWithPassword({ email: reader.email, password: reader.password })).unwrap();
  return store;
}

describe('signing in asks the API once', () => {
  it('makes one user sync, starts the session cookie and asks nothing else; the profile reads the cache', async () => {
    const sessionBearers: (string | null)[] = [];
    server.use(
      http.post(`${API}/session`, ({ request }) => {
        sessionBearers.push(request.headers.get('authorization'));
        return HttpResponse.json({ acknowledged: true });
      }),
    );
    server.use(
      http.get(`${API}/users/:email`, () => HttpResponse.json(record)),
      http.get(`${API}/orders/mine`, () => HttpResponse.json({ data: { result: [] } })),
    );
    renderWithProviders(<SignInPage />, {
      preloadedState: { auth: authState() },
      route: '/signin',
      path: '/signin',
      routes: [{ path: '/', element: <ProfilePage /> }],
    });
    await userEvent.type(screen.getByLabelText(/^email/i), reader.email);
    await userEvent.type(screen.getByLabelText(/^password/i), reader.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: "Rahim Uddin's Profile" })).toBeInTheDocument();
    expect(await screen.findByLabelText('Phone')).toHaveValue(record.phoneNumber);

    const api = requests.filter((line) => line.includes('/api/v1/') && !line.endsWith('/orders/mine'));
    expect(api.sort()).toEqual([
      'GET /api/v1/config',
      'POST /api/v1/session',
      'PUT /api/v1/users/reader%40example.com',
    ]);
    // The cookie is made from the same Firebase ID token as the sync, not from the API's access token.
    expect(sessionBearers).toEqual([expect.stringMatching(/^Bearer ey/)]);
    expect(requests.some((line) => line.includes('isAdmin'))).toBe(false);
  });

  it('reads isAdmin from the sync', async () => {
    syncAnswer = () => HttpResponse.json({ data: { accessToken: 'access-admin', isAdmin: true, user: record } });
    expect((await signedInStore()).getState().auth).toMatchObject({ isAdmin: true, accessToken: 'access-admin' });
  });
});

describe('signing out', () => {
  it('ends the session cookie too', async () => {
    const ended: string[] = [];
    server.use(
      http.delete(`${API}/session`, ({ request }) => {
        ended.push(request.method);
        return HttpResponse.json({ acknowledged: true });
      }),
    );
    const store = await signedInStore();
    await store.dispatch(signOut()).unwrap();
    expect(ended).toEqual(['DELETE']);
    expect(store.getState().auth).toMatchObject({ user: null, accessToken: null });
  });
});

describe('an expired access token', () => {
  /** Answers 401 to every access token but the renewed one. */
  const onlyFor =
    (token: string, body: Record<string, unknown>) =>
    ({ request }: { request: Request }) =>
      request.headers.get('authorization') === `Bearer ${token}`
        ? HttpResponse.json(body)
        : HttpResponse.json({ message: 'Token expired' }, { status: 401 });

  it('is renewed once for parallel 401s (fresh Firebase ID token, new sync) and each request is retried', async () => {
    const store = await signedInStore();
    expect(store.getState().auth.accessToken).toBe('access-1');
    server.use(
      http.get(`${API}/orders/mine`, onlyFor('access-2', { data: { result: [] } })),
      http.get(`${API}/purchases`, onlyFor('access-2', { data: { bookIds: ['book-1'] } })),
    );
    const [orders, purchases] = await Promise.all([
      store.dispatch(profileApi.endpoints.myOrders.initiate()).unwrap(),
      store.dispatch(booksApi.endpoints.myPurchases.initiate()).unwrap(),
    ]);
    expect(orders).toEqual([]);
    expect(purchases).toEqual(['book-1']);
    expect(syncs).toHaveLength(2); // the sign-in and one renewal
    expect(syncs[1].authorization).toMatch(/^Bearer ey/); // a Firebase ID token, not the expired access token
    expect(toolkit.refreshes).toEqual(['refresh-uid-reader']); // forced refresh, once
    expect(store.getState().auth).toMatchObject({ accessToken: 'access-2', user: { email: reader.email } });
    expect(localStorage.getItem('accessToken')).toBe('access-2');
  });

  it('signs out cleanly when the session cannot be renewed', async () => {
    const store = await signedInStore();
    syncAnswer = () => HttpResponse.json({ message: 'This account is disabled' }, { status: 403 });
    server.use(http.get(`${API}/orders/mine`, onlyFor('never', {})));
    const result = await store.dispatch(profileApi.endpoints.myOrders.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth).toMatchObject({ user: null, accessToken: null, isAdmin: false, loading: false });
    expect(localStorage.getItem('accessToken')).toBeNull();
    const firebase = await import('../../src/features/auth/firebaseClient');
    expect(firebase.firebaseAuth().currentUser).toBeNull();
  });

  it('is not renewed for a request that carried no token', async () => {
    const store = makeStore({ auth: authState() });
    server.use(http.get(`${API}/orders/mine`, onlyFor('never', {})));
    const result = await store.dispatch(profileApi.endpoints.myOrders.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(syncs).toHaveLength(0);
  });
});

describe('an administrator whose role was taken away', () => {
  it('is renewed on a 403 and loses isAdmin at once (the panel goes); a 403 to a shopper changes nothing', async () => {
    syncAnswer = (n) => HttpResponse.json({ data: { accessToken: `access-${n}`, isAdmin: n === 1, user: record } });
    const store = await signedInStore();
    expect(store.getState().auth).toMatchObject({ isAdmin: true, accessToken: 'access-1' });
    server.use(
      http.get(`${API}/admin/summary`, () => HttpResponse.json({ message: 'Administrators only' }, { status: 403 })),
    );

    const refused = await store.dispatch(adminApi.endpoints.adminSummary.initiate());
    expect(refused.error).toMatchObject({ status: 403 });
    await waitFor(() => expect(store.getState().auth).toMatchObject({ isAdmin: false, user: { email: reader.email } }));
    expect(store.getState().auth.accessToken).not.toBe('access-1'); // renewed, still signed in
    const renewed = syncs.length;
    expect(renewed).toBeGreaterThan(1);

    // Now a shopper: another 403 is only an answer, no renewal.
    await store.dispatch(adminApi.endpoints.adminSummary.initiate(undefined, { forceRefetch: true }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(syncs).toHaveLength(renewed);
  });
});
