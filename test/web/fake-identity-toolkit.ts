/**
 * A small stand-in for the Firebase Auth emulator's REST API, served through msw, so component tests run the real
 * Firebase JS SDK (and the real auth thunks) without a network. Only what the account screens use is here.
 */
import { http, HttpResponse } from 'msw';
import { API } from './msw-server';

export const EMULATOR = 'http://127.0.0.1:9099';
/** The REST paths contain a colon ('accounts:signUp'), which msw would read as a path parameter: match by RegExp. */
const toolkit = (method: string) =>
  new RegExp(`^http://127\\.0\\.0\\.1:9099/identitytoolkit\\.googleapis\\.com/v1/accounts:${method}(\\?|$)`);

export interface FakeAccount {
  localId: string;
  email: string;
  password?: string;
  displayName?: string;
  photoUrl?: string;
  emailVerified: boolean;
  providerId: string;
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT like the emulator's: the SDK only reads exp/iat and the claims. */
function idTokenFor(account: FakeAccount): string {
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
    iss: 'https://securetoken.google.com/demo-test',
    aud: 'demo-test',
    sub: account.localId,
    user_id: account.localId,
    email: account.email,
    email_verified: account.emailVerified,
    name: account.displayName,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    firebase: { sign_in_provider: account.providerId },
  })}.`;
}

const fail = (message: string) =>
  HttpResponse.json(
    { error: { code: 400, message, errors: [{ message, reason: 'invalid', domain: 'global' }] } },
    { status: 400 },
  );

const accountOfToken = (accounts: Map<string, FakeAccount>, idToken: unknown) => {
  if (typeof idToken !== 'string') return undefined;
  const sub = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString()).sub as string;
  return [...accounts.values()].find((account) => account.localId === sub);
};

function signedIn(account: FakeAccount) {
  return {
    kind: 'identitytoolkit#VerifyPasswordResponse',
    localId: account.localId,
    email: account.email,
    displayName: account.displayName ?? '',
    idToken: idTokenFor(account),
    registered: true,
    refreshToken: `refresh-${account.localId}`,
    expiresIn: '3600',
  };
}

function lookupUser(account: FakeAccount) {
  return {
    localId: account.localId,
    email: account.email,
    emailVerified: account.emailVerified,
    displayName: account.displayName,
    photoUrl: account.photoUrl,
    providerUserInfo: [
      { providerId: account.providerId, email: account.email, rawId: account.email, federatedId: account.email },
    ],
    createdAt: '1700000000000',
    lastLoginAt: '1700000000000',
  };
}

/** What the fake received, for assertions: e.g. the reset and verification mails it "sent". */
export interface FakeToolkit {
  accounts: Map<string, FakeAccount>;
  oobRequests: Array<{ requestType: string; email: string }>;
  updates: Array<Record<string, unknown>>;
  /** Refresh tokens Firebase exchanged for a fresh ID token (forced refreshes). */
  refreshes: string[];
  handlers: ReturnType<typeof http.post>[];
}

export function fakeIdentityToolkit(initial: FakeAccount[] = []): FakeToolkit {
  const accounts = new Map(initial.map((account) => [account.email, { ...account }]));
  const oobRequests: FakeToolkit['oobRequests'] = [];
  const updates: FakeToolkit['updates'] = [];
  const refreshes: string[] = [];
  let nextId = 1;

  const handlers = [
    http.post(toolkit('signInWithPassword'), async ({ request }) => {
      const body = (await request.json()) as { email: string; password: string };
      const account = accounts.get(body.email.toLowerCase());
      if (!account) return fail('EMAIL_NOT_FOUND');
      if (account.password !== body.password) return fail('INVALID_PASSWORD');
      return HttpResponse.json(signedIn(account));
    }),
    http.post(toolkit('signUp'), async ({ request }) => {
      const body = (await request.json()) as { email: string; password: string };
      if (accounts.has(body.email)) return fail('EMAIL_EXISTS');
      if (body.password.length < 6) return fail('WEAK_PASSWORD : Password should be at least 6 characters');
      const account: FakeAccount = {
        localId: `uid-${nextId++}`,
        email: body.email,
        password: body.password,
        emailVerified: false,
        providerId: 'password',
      };
      accounts.set(account.email, account);
      return HttpResponse.json({ ...signedIn(account), kind: 'identitytoolkit#SignupNewUserResponse' });
    }),
    http.post(toolkit('signInWithIdp'), async ({ request }) => {
      const body = (await request.json()) as { postBody: string };
      const idToken = JSON.parse(new URLSearchParams(body.postBody).get('id_token')!) as {
        email: string;
        name: string;
      };
      let account = accounts.get(idToken.email);
      if (!account) {
        account = {
          localId: `uid-${nextId++}`,
          email: idToken.email,
          displayName: idToken.name,
          emailVerified: true,
          providerId: 'google.com',
        };
        accounts.set(account.email, account);
      }
      return HttpResponse.json({
        ...signedIn(account),
        providerId: 'google.com',
        federatedId: idToken.email,
        rawUserInfo: JSON.stringify(idToken),
      });
    }),
    http.post(toolkit('lookup'), async ({ request }) => {
      const body = (await request.json()) as { idToken: string };
      const account = accountOfToken(accounts, body.idToken);
      return account ? HttpResponse.json({ users: [lookupUser(account)] }) : fail('USER_NOT_FOUND');
    }),
    http.post(toolkit('update'), async ({ request }) => {
      const body = (await request.json()) as { idToken: string; displayName?: string; photoUrl?: string };
      updates.push(body);
      const account = accountOfToken(accounts, body.idToken);
      if (!account) return fail('USER_NOT_FOUND');
      if (body.displayName !== undefined) account.displayName = body.displayName;
      if (body.photoUrl !== undefined) account.photoUrl = body.photoUrl;
      return HttpResponse.json({
        ...lookupUser(account),
        idToken: idTokenFor(account),
        refreshToken: `refresh-${account.localId}`,
        expiresIn: '3600',
      });
    }),
    // Firebase's token refresh (getIdToken(true)): a refresh token 'refresh-<localId>' gets a fresh ID token.
    http.post(/^http:\/\/127\.0\.0\.1:9099\/securetoken\.googleapis\.com\/v1\/token(\?|$)/, async ({ request }) => {
      refreshes.push(new URLSearchParams(await request.text()).get('refresh_token') ?? '');
      const localId = refreshes.at(-1)!.replace(/^refresh-/, '');
      const account = [...accounts.values()].find((candidate) => candidate.localId === localId);
      if (!account) return fail('INVALID_REFRESH_TOKEN');
      const idToken = idTokenFor(account);
      return HttpResponse.json({
        access_token: idToken,
        id_token: idToken,
        expires_in: '3600',
        token_type: 'Bearer',
        refresh_token: `refresh-${account.localId}`,
        user_id: account.localId,
        project_id: 'demo-test',
      });
    }),
    http.post(toolkit('sendOobCode'), async ({ request }) => {
      const body = (await request.json()) as { requestType: string; email?: string; idToken?: string };
      const email = body.email ?? accountOfToken(accounts, body.idToken)?.email;
      if (!email || (body.requestType === 'PASSWORD_RESET' && !accounts.has(email))) return fail('EMAIL_NOT_FOUND');
      oobRequests.push({ requestType: body.requestType, email });
      return HttpResponse.json({ kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email });
    }),
  ];
  return { accounts, oobRequests, updates, refreshes, handlers };
}

/** /config pointing the SPA at the fake emulator. */
export const emulatorConfigHandler = http.get(`${API}/config`, () =>
  HttpResponse.json({
    firebase: { apiKey: 'test-key', authDomain: 'test.firebaseapp.com', projectId: 'demo-test' },
    authEmulatorUrl: EMULATOR,
  }),
);
