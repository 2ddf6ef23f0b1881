import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from './user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../src/features/auth/RequireAuth';
import SignInPage from '../../src/features/auth/SignInPage';
import { emulatedGoogleSub, readableSignUpError, signInErrorText } from '../../src/features/auth/authErrors';
import { returnPath } from '../../src/features/auth/returnPath';
import { signInAddress } from '../../domain/sign-in';
import { browserI18n, loadNamespaces } from '../../src/lib/i18n';
import { AppProvider } from '../../src/app/provider';
import { makeStore } from '../../src/app/store';
import { ServerPage } from '../../src/lib/serverPage';
import { t } from './i18n';
import { emulatorConfigHandler, fakeIdentityToolkit, type FakeToolkit } from './fake-identity-toolkit';
import { API, http, HttpResponse, server } from './msw-server';
import { authState, renderWithProviders, signedInUser } from './render';
import { drawnByServer } from './drawn-by-server';

const reader = {
  localId: 'uid-reader',
  email: 'reader@example.com',
  password: 'Secret#123',
  displayName: 'Rahim Uddin',
  emailVerified: true,
  providerId: 'password',
};

let toolkit: FakeToolkit;
let synced: Array<{ email: string; authorization: string | null; body: unknown }>;

beforeEach(() => {
  toolkit = fakeIdentityToolkit([reader]);
  synced = [];
  server.use(
    emulatorConfigHandler,
    ...toolkit.handlers,
    http.put(`${API}/users/:email`, async ({ request, params }) => {
      synced.push({
        email: String(params.email),
        authorization: request.headers.get('authorization'),
        body: await request.json(),
      });
      return HttpResponse.json({
        acknowledged: true,
        modifiedCount: 1,
        data: { accessToken: `access-for-${params.email}`, user: {} },
      });
    }),
  );
});

// One Firebase Auth instance lives for the whole file (as in the app): sign it out between tests.
afterEach(async () => {
  const firebase = await import('../../src/features/auth/firebaseClient');
  try {
    await firebase.signOut(firebase.firebaseAuth());
  } catch {
    // not initialised in this test
  }
});

const routes = [
  { path: '/profile', element: <RequireAuth>profile page</RequireAuth> },
  { path: '/', element: <p>home page</p> },
];

/** Opens /profile signed out: the login guard sends the visitor to /signin, remembering /profile. */
function openSignInFromProfile(preloaded = authState()) {
  return renderWithProviders(<SignInPage />, {
    preloadedState: { auth: preloaded },
    route: '/profile',
    path: '/signin',
    routes,
  });
}

const emailInput = () => screen.getByLabelText(/^email/i);
const passwordInput = () => screen.getByLabelText(/^password/i);
const signInButton = () => screen.getByRole('button', { name: 'Sign In' });

describe('sign-in form validation', () => {
  it('shows no errors before the first submit, then the required messages on submit', async () => {
    renderWithProviders(<SignInPage />, { preloadedState: { auth: authState() } });
    expect(screen.getByRole('heading', { name: 'Account Sign In' })).toBeInTheDocument();
    await userEvent.type(emailInput(), 'x');
    await userEvent.clear(emailInput());
    await userEvent.tab();
    expect(screen.queryByText(t('auth.validation.emailRequired'))).not.toBeInTheDocument();

    await userEvent.click(signInButton());
    expect(await screen.findByText(t('auth.validation.emailRequired'))).toBeInTheDocument();
    expect(screen.getByText(t('auth.validation.passwordRequired'))).toBeInTheDocument();
  });

  it('revalidates as the user types after the first submit', async () => {
    renderWithProviders(<SignInPage />, { preloadedState: { auth: authState() } });
    await userEvent.type(emailInput(), 'not-an-email');
    expect(screen.queryByText(t('auth.validation.emailInvalid'))).not.toBeInTheDocument(); // no validation while typing before a submit
    await userEvent.click(signInButton());
    expect(await screen.findByText(t('auth.validation.emailInvalid'))).toBeInTheDocument();

    await userEvent.type(emailInput(), '@example.com');
    await waitFor(() => expect(screen.queryByText(t('auth.validation.emailInvalid'))).not.toBeInTheDocument());
    await userEvent.type(passwordInput(), 'p');
    await waitFor(() => expect(screen.queryByText(t('auth.validation.passwordRequired'))).not.toBeInTheDocument());
    await userEvent.clear(passwordInput());
    expect(await screen.findByText(t('auth.validation.passwordRequired'))).toBeInTheDocument();
  });
});

describe('signing in', () => {
  it('shows a wrong password as a plain sentence in a red box', async () => {
    openSignInFromProfile();
    await userEvent.type(emailInput(), reader.email);
    await userEvent.type(passwordInput(), 'wrong password');
    await userEvent.click(signInButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(new RegExp(`^${t('auth.error.wrongCredentials')}$`));
    expect(synced).toHaveLength(0);
  });

  it('says the same for an unknown e-mail as for a wrong password', async () => {
    openSignInFromProfile();
    await userEvent.type(emailInput(), 'nobody@example.com');
    await userEvent.type(passwordInput(), 'whatever');
    await userEvent.click(signInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${t('auth.error.wrongCredentials')}$`));
  });

  it('signs in, syncs the session, toasts and returns to the protected page, replacing history', async () => {
    const { router, store } = openSignInFromProfile();
    await screen.findByRole('heading', { name: 'Account Sign In' });
    await userEvent.type(emailInput(), reader.email);
    await userEvent.type(passwordInput(), reader.password);
    await userEvent.click(signInButton());

    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText(t('auth.signin.success'))).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({
      loading: false,
      accessToken: `access-for-${reader.email}`,
      user: { email: reader.email, displayName: 'Rahim Uddin' },
    });
    expect(localStorage.getItem('accessToken')).toBe(`access-for-${reader.email}`);
    // The API got the Firebase ID token, once.
    expect(synced).toHaveLength(1);
    expect(synced[0].authorization).toMatch(/^Bearer ey/);
  });

  it('shows the API refusing the account (and signs Firebase out again)', async () => {
    server.use(
      http.put(`${API}/users/:email`, () =>
        HttpResponse.json(
          { statusCode: 403, error: 'Forbidden', message: 'This account is disabled' },
          { status: 403 },
        ),
      ),
    );
    const { store } = openSignInFromProfile();
    await userEvent.type(await screen.findByLabelText(/^email/i), reader.email);
    await userEvent.type(passwordInput(), reader.password);
    await userEvent.click(signInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is disabled');
    expect(store.getState().auth.user).toBeNull();
    const firebase = await import('../../src/features/auth/firebaseClient');
    expect(firebase.firebaseAuth().currentUser).toBeNull();
  });

  it('sends someone already signed in straight on to where they were going', async () => {
    const { router } = renderWithProviders(<SignInPage />, {
      preloadedState: { auth: authState({ user: signedInUser, accessToken: 't' }) },
      route: '/signin',
      path: '/signin',
      routes,
    });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a loader while the signed-in state is loading', () => {
    renderWithProviders(<SignInPage />, { preloadedState: { auth: authState({ loading: true }) } });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Account Sign In' })).not.toBeInTheDocument();
  });

  it('signs in an emulated Google account through the e-mail dialog', async () => {
    openSignInFromProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Continue with Google' });
    await userEvent.type(within(dialog).getByLabelText('Google email'), 'g.reader@gmail.com');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Google Reader');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(toolkit.accounts.get('g.reader@gmail.com')).toMatchObject({
      providerId: 'google.com',
      displayName: 'Google Reader',
    });
    expect(synced[0]).toMatchObject({
      email: 'g.reader@gmail.com',
      body: { email: 'g.reader@gmail.com', displayName: 'Google Reader' },
    });
  });
});

describe('forgot password', () => {
  it("opens 'Reset Your Password', sends the mail and says where it went", async () => {
    renderWithProviders(<SignInPage />, { preloadedState: { auth: authState() } });
    await userEvent.type(emailInput(), reader.email);
    await userEvent.click(screen.getByRole('button', { name: t('auth.signin.forgotPassword') }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Your Password' });
    const input = within(dialog).getByLabelText(/^email/i);
    expect(input).toHaveValue(reader.email);
    expect(input).toBeRequired();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await within(dialog).findByText(`Email Sent to ${reader.email}`)).toBeInTheDocument();
    expect(toolkit.oobRequests).toEqual([{ requestType: 'PASSWORD_RESET', email: reader.email }]);
  });

  it('says the same thing for an unknown address (and sends nothing)', async () => {
    renderWithProviders(<SignInPage />, { preloadedState: { auth: authState() } });
    await userEvent.click(screen.getByRole('button', { name: t('auth.signin.forgotPassword') }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Your Password' });
    await userEvent.type(within(dialog).getByLabelText(/^email/i), 'nobody@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await within(dialog).findByText('Email Sent to nobody@example.com')).toBeInTheDocument();
    expect(within(dialog).queryByText(/user-not-found/)).not.toBeInTheDocument();
    expect(toolkit.oobRequests).toEqual([]);
  });
});

describe('SignInPage drawn by the server', () => {
  it('offers no button until the scripts have taken over, then every one works', async () => {
    const page = () => (
      <AppProvider store={makeStore()}>
        <MemoryRouter initialEntries={['/signin']}>
          <ServerPage renderedAt={1_700_000_000_000}>
            <SignInPage />
          </ServerPage>
        </MemoryRouter>
      </AppProvider>
    );
    const drawn = drawnByServer(page());
    const buttons = () => [
      screen.getByRole('button', { name: t('auth.signin.submit') }),
      screen.getByRole('button', { name: t('auth.signin.forgotPassword') }),
      screen.getByRole('button', { name: t('auth.signin.google') }),
    ];
    // A click on a drawn button before hydration reaches no handler: disabled, the browser refuses it.
    for (const button of buttons()) expect(button).toBeDisabled();

    expect(drawn.hydrate()).toEqual([]);
    await waitFor(() => {
      for (const button of buttons()) expect(button).toBeEnabled();
    });
    await userEvent.click(screen.getByRole('button', { name: t('auth.signin.forgotPassword') }));
    expect(await screen.findByRole('dialog', { name: 'Reset Your Password' })).toBeInTheDocument();
  });
});

describe('sign-in in Bangla', () => {
  beforeEach(async () => {
    await loadNamespaces(browserI18n, 'bn', ['common', 'auth']);
    browserI18n.activate('bn');
  });
  afterEach(() => browserI18n.activate('en'));

  it('shows the form, its validation and the reason for coming here in Bangla', async () => {
    renderWithProviders(<SignInPage />, {
      preloadedState: { auth: authState() },
      route: '/signin',
      path: '/signin',
    });
    expect(screen.getByRole('heading', { name: 'অ্যাকাউন্টে লগ ইন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'নিবন্ধন করুন' })).toHaveAttribute('href', '/signup');
    await userEvent.click(screen.getByRole('button', { name: 'লগ ইন' }));
    expect(await screen.findByText('ইমেইল দিন')).toBeInTheDocument();
    expect(screen.getByText('পাসওয়ার্ড দিন')).toBeInTheDocument();
    expect(screen.queryByText(/Required/)).not.toBeInTheDocument();
  });
});

describe('error text', () => {
  it('turns sign-in provider codes into sentences; emulator and production codes read the same', () => {
    for (const code of ['wrong-password', 'user-not-found', 'invalid-credential', 'invalid-login-credentials']) {
      expect(signInErrorText({ code: `auth/${code}`, message: `Firebase: Error (auth/${code}).` }, t)).toBe(
        t('auth.error.wrongCredentials'),
      );
      expect(signInErrorText({ message: `Firebase: Error (auth/${code}).` }, t)).toBe(t('auth.error.wrongCredentials'));
    }
    expect(signInErrorText({ code: 'auth/too-many-requests', message: 'x' }, t)).toBe(t('auth.error.tooManyAttempts'));
    expect(signInErrorText({ code: 'auth/network-request-failed', message: 'x' }, t)).toBe(t('auth.error.network'));
    expect(signInErrorText({ code: 'auth/some-new-code', message: 'Firebase: Error (auth/some-new-code).' }, t)).toBe(
      t('auth.error.signInFailed'),
    );
  });

  it('keeps API messages whole on the sign-in screen and makes sign-up errors readable', () => {
    expect(signInErrorText({ code: 'auth/user-disabled', message: 'Firebase: Error (auth/user-disabled).' }, t)).toBe(
      t('auth.error.accountDisabled'),
    );
    expect(signInErrorText({ status: 403, data: { message: 'This account is disabled' } }, t)).toBe(
      'This account is disabled',
    );
    expect(
      readableSignUpError(
        {
          code: 'auth/email-already-in-use',
          message: 'Firebase: Error (auth/email-already-in-use).',
        },
        t,
      ),
    ).toBe(t('auth.error.emailInUse'));
    expect(readableSignUpError({ code: 'auth/weak-password', message: 'x' }, t)).toBe(
      t('auth.validation.passwordMin', { min: '6' }),
    );
    expect(
      readableSignUpError(
        {
          code: 'auth/operation-not-allowed',
          message: 'Firebase: Error (auth/operation-not-allowed).',
        },
        t,
      ),
    ).toBe('Error (auth/operation-not-allowed).');
  });

  it("says provider errors and its own refusals in Bangla, never the provider's English", async () => {
    await loadNamespaces(browserI18n, 'bn', ['common', 'auth']);
    browserI18n.activate('bn');
    try {
      expect(signInErrorText({ code: 'auth/invalid-credential', message: 'x' }, t, 'bn')).toBe(
        'ইমেইল বা পাসওয়ার্ড সঠিক নয়।',
      );
      expect(signInErrorText({ message: 'auth.error.signInInterrupted' }, t, 'bn')).toBe(
        'লগ ইন মাঝপথে থেমে গেছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
      );
      expect(signInErrorText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, t, 'bn')).toMatch(
        /^লগ ইন সেবার সাথে যোগাযোগ করা যাচ্ছে না/,
      );
      expect(readableSignUpError({ code: 'auth/weak-password', message: 'x' }, t, 'bn')).toBe(
        'পাসওয়ার্ড অন্তত ৬ অক্ষরের হতে হবে।',
      );
      expect(
        readableSignUpError(
          { code: 'auth/operation-not-allowed', message: 'Firebase: Error (auth/operation-not-allowed).' },
          t,
          'bn',
        ),
      ).toBe('নিবন্ধন করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।');
    } finally {
      browserI18n.activate('en');
    }
  });

  it('returns to in-shop paths only', () => {
    expect(returnPath(`?next=${encodeURIComponent('/books/1?a=1#r')}`)).toBe('/books/1?a=1#r');
    expect(returnPath(new URL(signInAddress('/mybooks'), 'http://shop').search)).toBe('/mybooks');
    expect(returnPath('')).toBe('/');
    expect(returnPath('?next=//evil.example')).toBe('/');
    expect(returnPath('?next=/\\evil.example')).toBe('/');
    expect(returnPath('?next=https://evil.example/')).toBe('/');
    expect(returnPath('?next=/signin?next=/x')).toBe('/');
    expect(returnPath('?next=/signup')).toBe('/');
  });

  it('maps an e-mail to one stable emulated Google id', () => {
    expect(emulatedGoogleSub('A@Example.com ')).toBe(emulatedGoogleSub('a@example.com'));
    expect(emulatedGoogleSub('a@example.com')).not.toBe(emulatedGoogleSub('b@example.com'));
    expect(emulatedGoogleSub('a@example.com')).toMatch(/^\d{21}$/);
  });
});
