import { screen, waitFor } from '@testing-library/react';
import userEvent from './user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SignUpPage from '../../src/features/auth/SignUpPage';
import { browserI18n, loadNamespaces } from '../../src/lib/i18n';
import { t } from './i18n';
import { emulatorConfigHandler, fakeIdentityToolkit, type FakeToolkit } from './fake-identity-toolkit';
import { API, http, HttpResponse, server } from './msw-server';
import { authState, renderWithProviders } from './render';

let toolkit: FakeToolkit;
let synced: Array<{ authorization: string | null; body: Record<string, unknown> }>;

beforeEach(() => {
  toolkit = fakeIdentityToolkit([
    {
      localId: 'uid-taken',
      email: 'taken@example.com',
      password: 'Secret#123',
      emailVerified: true,
      providerId: 'password',
    },
  ]);
  synced = [];
  server.use(
    emulatorConfigHandler,
    ...toolkit.handlers,
    http.put(`${API}/users/:email`, async ({ request }) => {
      synced.push({
        authorization: request.headers.get('authorization'),
        body: (await request.json()) as Record<string, unknown>,
      });
      return HttpResponse.json({ acknowledged: true, modifiedCount: 1, data: { accessToken: 'a', user: {} } });
    }),
  );
});

afterEach(async () => {
  const firebase = await import('../../src/features/auth/firebaseClient');
  try {
    await firebase.signOut(firebase.firebaseAuth());
  } catch {
    // not initialised in this test
  }
});

const field = (label: RegExp) => screen.getByLabelText(label);

async function fill(values: Partial<Record<'name' | 'email' | 'phone' | 'password' | 'confirm', string>>) {
  const labels = {
    name: /^name/i,
    email: /^email/i,
    phone: /^phone number/i,
    password: /^password/i,
    confirm: /^confirm password/i,
  };
  for (const [key, value] of Object.entries(values)) {
    await userEvent.clear(field(labels[key as keyof typeof labels]));
    if (value) await userEvent.type(field(labels[key as keyof typeof labels]), value);
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

function renderSignUp() {
  return renderWithProviders(<SignUpPage />, {
    preloadedState: { auth: authState() },
    route: '/signup',
    path: '/signup',
    routes: [{ path: '/signin', element: <p>sign-in page</p> }],
  });
}

describe('sign-up in Bangla', () => {
  beforeEach(async () => {
    await loadNamespaces(browserI18n, 'bn', ['common', 'auth']);
    browserI18n.activate('bn');
  });
  afterEach(() => browserI18n.activate('en'));

  it('labels the fields in Bangla and says the minimum length in Bengali digits', async () => {
    renderSignUp();
    expect(screen.getByRole('heading', { name: 'নতুন অ্যাকাউন্ট নিবন্ধন' })).toBeInTheDocument();
    await userEvent.type(field(/^পাসওয়ার্ড[\s*]*$/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'নিবন্ধন করুন' }));
    expect(await screen.findByText('পাসওয়ার্ড অন্তত ৬ অক্ষরের হতে হবে।')).toBeInTheDocument();
    expect(screen.getByText('নাম দিন')).toBeInTheDocument();
    expect(screen.getByText('পাসওয়ার্ডটি আবার লিখুন')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'লগ ইন করুন' })).toHaveAttribute('href', '/signin');
  });
});

describe('sign-up form', () => {
  it('has the five fields, a tel input for the phone, and a link back to /signin', () => {
    renderSignUp();
    expect(screen.getByRole('heading', { name: 'Account Sign Up' })).toBeInTheDocument();
    expect(field(/^phone number/i)).toHaveAttribute('type', 'tel');
    expect(field(/^phone number/i)).toHaveAttribute('name', 'phoneNumber');
    expect(field(/^confirm password/i)).toHaveAttribute('name', 'confirmpassword');
    expect(screen.getByRole('link', { name: 'Please Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('requires every field on submit', async () => {
    renderSignUp();
    await submit();
    expect(await screen.findByText(t('auth.validation.nameRequired'))).toBeInTheDocument();
    expect(screen.getByText(t('auth.validation.emailRequired'))).toBeInTheDocument();
    expect(screen.getByText(t('auth.validation.phoneRequired'))).toBeInTheDocument();
    expect(screen.getByText(t('auth.validation.passwordRequired'))).toBeInTheDocument();
    expect(screen.getByText(t('auth.validation.confirmPasswordRequired'))).toBeInTheDocument();
  });

  it('checks the phone format, the password length and that the passwords match', async () => {
    renderSignUp();
    await fill({ name: 'Karim', email: 'karim@example.com', phone: 'call me', password: '12345', confirm: '54321' });
    await submit();
    expect(await screen.findByText(t('auth.validation.phoneInvalid'))).toBeInTheDocument();
    expect(screen.getByText(t('auth.validation.passwordMin', { min: '6' }))).toBeInTheDocument();
    expect(screen.getByText(t('auth.validation.passwordsDontMatch'))).toBeInTheDocument();

    // After the first submit, fixing a field clears its error as the user types.
    await fill({ phone: '+8801711000000' });
    await waitFor(() => expect(screen.queryByText(t('auth.validation.phoneInvalid'))).not.toBeInTheDocument());
    await fill({ password: '543210', confirm: '543210' });
    await waitFor(() => expect(screen.queryByText(t('auth.validation.passwordsDontMatch'))).not.toBeInTheDocument());
    expect(screen.queryByText(t('auth.validation.passwordMin', { min: '6' }))).not.toBeInTheDocument();
    expect(toolkit.accounts.size).toBe(1); // nothing was sent while the form was invalid
  });
});

describe('signing up', () => {
  it('creates the account, sends the verification mail, names it, stores the phone, signs out and goes to /signin', async () => {
    const { router, store } = renderSignUp();
    await fill({
      name: 'Karim Ahmed',
      email: 'Karim@Example.com',
      phone: '+8801711000000',
      password: 'Secret#123',
      confirm: 'Secret#123',
    });
    await submit();

    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(await screen.findByText(t('auth.signup.verificationSent'))).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ email: 'karim@example.com' });
    expect(toolkit.accounts.get('karim@example.com')).toMatchObject({ displayName: 'Karim Ahmed' });
    expect(toolkit.oobRequests).toEqual([{ requestType: 'VERIFY_EMAIL', email: 'karim@example.com' }]);
    expect(synced).toHaveLength(1);
    expect(synced[0].authorization).toMatch(/^Bearer ey/); // the new account's Firebase ID token
    expect(synced[0].body).toEqual({
      email: 'karim@example.com',
      displayName: 'Karim Ahmed',
      phoneNumber: '+8801711000000',
    });
    // Signed out again, so /signin shows its form.
    const firebase = await import('../../src/features/auth/firebaseClient');
    expect(firebase.firebaseAuth().currentUser).toBeNull();
    expect(store.getState().auth.user).toBeNull();
  });

  it('shows a taken e-mail in readable red text', async () => {
    renderSignUp();
    await fill({
      name: 'Someone',
      email: 'taken@example.com',
      phone: '01711000000',
      password: 'Secret#123',
      confirm: 'Secret#123',
    });
    await submit();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(t('auth.error.emailInUse'));
    expect(synced).toHaveLength(0);
  });
});
