import { screen, waitFor, within } from '@testing-library/react';
import userEvent from './user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order, User } from '../../domain/types';
import { makeStore } from '../../src/app/store';
import { signInWithPassword } from '../../src/features/auth/authThunks';
import ProfilePage from '../../src/features/auth/ProfilePage';
import { browserI18n, loadNamespaces } from '../../src/lib/i18n';
import { t } from './i18n';
import { emulatorConfigHandler, fakeIdentityToolkit, type FakeToolkit } from './fake-identity-toolkit';
import { API, http, HttpResponse, server } from './msw-server';
import { authState, renderWithProviders, signedInUser } from './render';

const record: User = {
  _id: 'user-1',
  email: signedInUser.email!,
  displayName: 'Nusrat Jahan',
  phoneNumber: '+8801911000003',
  photoURL: null,
  role: 'user',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const order = (n: number): Order => ({
  _id: `order-${n}`,
  createdAt: '2026-02-01T00:00:00.000Z',
  bookId: `book-${n}`,
  cus_name: 'Nusrat Jahan',
  cus_email: record.email,
  cus_phone: '+8801911000003',
  cus_state: 'Dhaka',
  total_amount: 486 + n,
  tran_id: `T-${n}`,
  product_name: `Book number ${n}`,
  product_image: `/uploads/covers/${n}.svg`,
  product_category: 'Fiction',
  product_profile: 'A book.',
  paymentStatus: 'paid',
  deliveryStatus: 'pending',
  heldForReview: false,
  risk_title: null,
  refundedPaisa: 0,
  refundPendingPaisa: 0,
});

function serve(user: Partial<User>, orders: Order[] | 'never') {
  server.use(
    http.get(`${API}/users/:email`, () => HttpResponse.json({ ...record, ...user })),
    http.get(`${API}/orders/mine`, async () => {
      if (orders === 'never') await new Promise(() => {}); // stays loading
      return HttpResponse.json({ data: { result: orders } });
    }),
  );
}

const signedIn = () => ({ auth: authState({ user: signedInUser, accessToken: 'access-1' }) });

describe('profile', () => {
  it("shows the name, status, photo placeholder, phone and role, and the user's book list", async () => {
    serve({}, [order(1), order(2), order(3)]);
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn() });
    expect(screen.getByRole('heading', { name: "Nusrat Jahan's Profile" })).toBeInTheDocument();
    expect(await screen.findByLabelText('Phone')).toHaveValue('+8801911000003');
    expect(screen.getByLabelText('Name')).toHaveValue('Nusrat Jahan');
    expect(screen.getByLabelText('Email')).toHaveValue(record.email);
    expect(screen.getByLabelText('Role')).toHaveValue('user');
    expect(within(screen.getByTestId('profile-status')).getByText('Active')).toBeInTheDocument();
    expect(within(screen.getByTestId('profile-status')).getByText('Email verified')).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: "Nusrat Jahan's photo" });
    expect(photo).toHaveAttribute('src', '/default-avatar.svg');
    expect(photo).toHaveAttribute('width', '144');

    expect(await screen.findByRole('heading', { name: "Nusrat Jahan's Book List" })).toBeInTheDocument();
    expect(screen.getByText('Total Purchased Books: 3')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Index', 'Image', 'Name', 'Category', 'Price', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Book number 1')).toBeInTheDocument();
    expect(within(rows[0]).getByText('৳ 487.00')).toBeInTheDocument();
    expect(within(rows[0]).getByText('paid')).toBeInTheDocument();
  });

  it('shows no Phone without a phone number, the default role, and no book list without purchases', async () => {
    serve({ phoneNumber: null, role: undefined }, []);
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn() });
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Phone')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Role')).toHaveValue('user');
    expect(screen.queryByText(/Total Purchased Books/)).not.toBeInTheDocument();
  });

  it("shows 'Loading...' while the purchases are on their way, and an admin's role", async () => {
    serve({ role: 'admin' }, 'never');
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn() });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Role')).toHaveValue('admin'));
  });
});

describe('profile in Bangla', () => {
  beforeEach(async () => {
    await loadNamespaces(browserI18n, 'bn', ['common', 'auth']);
    browserI18n.activate('bn');
  });
  afterEach(() => browserI18n.activate('en'));

  it('says everything in Bangla, with Bengali digits in the count and the prices', async () => {
    serve({}, [order(1), order(1000)]);
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn() });
    expect(screen.getByRole('heading', { name: 'Nusrat Jahan-এর প্রোফাইল' })).toBeInTheDocument();
    expect(await screen.findByLabelText('ফোন')).toHaveValue('+8801911000003');
    expect(screen.getByLabelText('অ্যাকাউন্টের ধরন')).toHaveValue('গ্রাহক');
    expect(within(screen.getByTestId('profile-status')).getByText('সক্রিয়')).toBeInTheDocument();
    expect(await screen.findByText('মোট কেনা বই: ২টি')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ক্রম', 'ছবি', 'নাম', 'বিভাগ', 'মূল্য', 'অবস্থা']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('৳ ৪৮৭.০০')).toBeInTheDocument();
    expect(within(rows[1]).getByText('৳ ১,৪৮৬.০০')).toBeInTheDocument();
    expect(within(rows[0]).getByText('পরিশোধিত')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'সম্পাদনা' })).toBeInTheDocument();
  });
});

describe('editing the profile', () => {
  let toolkit: FakeToolkit;
  let puts: Array<{ authorization: string | null; body: Record<string, unknown> }>;
  let uploads: Array<{ authorization: string | null; field: FormDataEntryValue | null }>;

  beforeEach(() => {
    toolkit = fakeIdentityToolkit([
      {
        localId: 'uid-customer',
        email: record.email,
        password: 'Secret#123',
        displayName: 'Nusrat Jahan',
        emailVerified: true,
        providerId: 'password',
      },
    ]);
    puts = [];
    uploads = [];
    serve({}, [order(1)]);
    server.use(
      emulatorConfigHandler,
      ...toolkit.handlers,
      http.put(`${API}/users/:email`, async ({ request }) => {
        const authorization = request.headers.get('authorization');
        const body = (await request.json()) as Record<string, unknown>;
        puts.push({ authorization, body });
        // The sign-in sync (Firebase ID token) gets an access token; the profile update (access token) does not.
        return HttpResponse.json({
          acknowledged: true,
          modifiedCount: 1,
          data: { accessToken: authorization?.includes('access-') ? undefined : 'access-1', user: record },
        });
      }),
      http.post(`${API}/images`, async ({ request }) => {
        const form = await request.formData();
        uploads.push({ authorization: request.headers.get('authorization'), field: form.get('image') });
        return HttpResponse.json({ success: true, data: { url: '/uploads/images/new-photo.webp' } });
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

  async function signedInStore() {
    const store = makeStore({ auth: authState() });
    await store.dispatch(signInWithPassword({ email: record.email, password: 'Secret#123' })).unwrap();
    puts.length = 0;
    return store;
  }

  it('says the e-mail is verified once it is: the Firebase user is reloaded on open and when the tab regains focus', async () => {
    toolkit.accounts.get(record.email)!.emailVerified = false;
    const store = await signedInStore();
    renderWithProviders(<ProfilePage />, { store });
    expect(await screen.findByText('Email not verified')).toBeInTheDocument();
    // The link is opened in another tab; back here, the profile asks Firebase again.
    toolkit.accounts.get(record.email)!.emailVerified = true;
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
  });

  it('opens the dialog with the read-only e-mail and role', async () => {
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn() });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: t('auth.edit.title') });
    expect(within(dialog).getByLabelText(/^display name/i)).toHaveValue('Nusrat Jahan');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Email')).toHaveValue(record.email);
    await waitFor(() => expect(within(dialog).getByLabelText('Role')).toHaveValue('User'));
    expect(within(dialog).getByLabelText('Role')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Photo')).toHaveAttribute('type', 'file');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('uploads the photo, updates Firebase and the user record, and shows the new name at once', async () => {
    const store = await signedInStore();
    renderWithProviders(<ProfilePage />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: t('auth.edit.title') });
    const nameInput = within(dialog).getByLabelText(/^display name/i);
    await userEvent.clear(nameInput);
    await userEvent.type(nameInput, 'Nusrat J. Chowdhury');
    const photo = new File(['PNG-bytes'], 'me.png', { type: 'image/png' }); // the server checks the bytes; the dialog only sends them
    await userEvent.upload(within(dialog).getByLabelText('Photo'), photo);
    expect(within(dialog).getByText('me.png')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(t('auth.edit.updated'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(uploads).toHaveLength(1);
    expect(uploads[0].authorization).toBe('Bearer access-1');
    expect((uploads[0].field as Blob).size).toBe(photo.size); // the file went as the multipart field "image"
    expect(toolkit.accounts.get(record.email)).toMatchObject({
      displayName: 'Nusrat J. Chowdhury',
      photoUrl: 'http://localhost:3000/uploads/images/new-photo.webp',
    });
    const update = puts.find((put) => put.authorization === 'Bearer access-1');
    expect(update?.body).toEqual({
      email: record.email,
      displayName: 'Nusrat J. Chowdhury',
      phoneNumber: '+8801911000003',
      photoURL: '/uploads/images/new-photo.webp',
    });
    expect(store.getState().auth.user).toMatchObject({ displayName: 'Nusrat J. Chowdhury' });
    expect(screen.getByRole('heading', { name: "Nusrat J. Chowdhury's Profile" })).toBeInTheDocument();
  });

  it("says 'Failed to Update' when the server refuses", async () => {
    const store = await signedInStore();
    server.use(
      http.put(`${API}/users/:email`, () =>
        HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'contactNumber must be a valid phone number' },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<ProfilePage />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: t('auth.edit.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(t('auth.edit.failed'))).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('contactNumber must be a valid phone number');
  });

  it('refuses a file that is too big or not an image before uploading', async () => {
    renderWithProviders(<ProfilePage />, { preloadedState: signedIn() });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: t('auth.edit.title') });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Photo'), big);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(t('auth.edit.imageTooBig', { mb: '5' }));
    expect(uploads).toHaveLength(0);
  });
});
