import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../domain/format';
import { browserI18n, loadNamespaces } from '../../src/lib/i18n';
import { fakeAdminApi, makeContact, makeOrder, makeUser, renderPanel } from './admin-fixtures';
import { makeBooks } from './book-fixtures';

/** Latin words in a text, apart from the fixtures' own data (names, e-mails, codes). */
const latinWords = (text: string) => text.match(/[A-Za-z]{3,}/g) ?? [];

const narrowMatchMedia = window.matchMedia;
/** MUI's useMediaQuery reads matchMedia; the test setup answers "no" to everything (a phone). */
function wideScreen() {
  window.matchMedia = (query: string) => ({ ...narrowMatchMedia(query), matches: /min-width/.test(query) });
}

describe('control panel in Bangla', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await loadNamespaces(browserI18n, 'bn', ['common', 'admin']);
    browserI18n.activate('bn');
  });
  afterEach(() => {
    browserI18n.activate('en');
    window.matchMedia = narrowMatchMedia;
  });

  it('dashboard: Bangla titles and menu, counts and revenue in Bengali digits', async () => {
    fakeAdminApi({
      users: [makeUser(1), makeUser(2)],
      books: makeBooks(12),
      orders: [makeOrder(1), makeOrder(2, { total_amount: 1234.5 })],
    });
    wideScreen();
    renderPanel('/cpanel');
    expect(await screen.findByRole('heading', { name: 'ড্যাশবোর্ড' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-Total Books')).toHaveTextContent('১২');
    expect(screen.getByTestId('stat-Total Users')).toHaveTextContent('২');
    expect(screen.getByTestId('stat-Revenue')).toHaveTextContent('৳ ১,৭২০.৫০');
    expect(screen.getByText('মোট আয়')).toBeInTheDocument();
    expect(screen.getByText('নিশ্চিতকরণের অপেক্ষায়')).toBeInTheDocument();
    expect(screen.getByLabelText('বিস্তারিত: মোট বই')).toHaveAttribute('href', '/cpanel/mbooks');
    const nav = screen.getByRole('navigation', { name: 'কন্ট্রোল প্যানেল' });
    expect(within(nav).getByRole('link', { name: 'হোমপেজে ফিরে যান' })).toHaveAttribute('href', '/');
    expect(
      await screen.findByRole(
        'figure',
        { name: /দিনভিত্তিক পরিশোধিত অর্ডার ও আয়: ৩০ দিনে ০টি অর্ডার/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(latinWords(screen.getByRole('main').textContent ?? '')).toEqual([]);
  });

  it('Manage Books: heading, columns, index and price in Bangla; the form says what is missing in Bangla', async () => {
    fakeAdminApi({ books: makeBooks(3) });
    renderPanel('/cpanel/mbooks');
    expect(await screen.findByRole('heading', { name: /^মোট বই: ৩/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'বই' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ক্রম', 'ছবি', 'নাম', 'বিভাগ', 'মূল্য', 'অ্যাকশন']);
    const first = screen.getAllByTestId('book-row')[0];
    expect(first).toHaveTextContent('১');
    expect(first).toHaveTextContent('৳ ৪৫০.০০');
    expect(within(first).getByRole('button', { name: 'Book number 1 সম্পাদনা' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'বই যোগ করুন' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^মূল্য \(৳\)/), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'বই যোগ করুন' }));
    expect(await within(dialog).findByText('বইয়ের নাম দিতে হবে')).toBeInTheDocument();
    expect(within(dialog).getByText('মূল্য টাকায় শূন্যের বেশি হতে হবে, দশমিকের পর সর্বোচ্চ দুই ঘর')).toBeInTheDocument();
    expect(within(dialog).getByText('ছবি দিতে হবে')).toBeInTheDocument();
  });

  it('Manage Orders: dates, amounts and statuses in Bangla, held orders as their own section', async () => {
    fakeAdminApi({
      orders: [
        makeOrder(1, { paymentStatus: 'pending' }),
        makeOrder(2),
        makeOrder(3, { heldForReview: true, risk_title: 'Card used abroad', total_amount: 2500 }),
      ],
    });
    renderPanel('/cpanel/morders');
    expect(await screen.findByRole('heading', { name: 'মোট অর্ডার: ৩' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('order-row');
    const dhakaDate = formatDateTime('2026-11-21T09:05:07.000Z', 'bn');
    expect(dhakaDate).toMatch(/^[০-৯]{2}\/১১\/২০২৬ /);
    expect(rows[0]).toHaveTextContent(dhakaDate);
    expect(within(rows[0]).getByText('অপরিশোধিত')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: 'অর্ডার মুছুন' })).toBeInTheDocument();
    expect(within(rows[1]).getByText('পরিশোধিত')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'অর্ডার নিশ্চিত করুন' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'যাচাইয়ের অপেক্ষায় (১)' })).toBeInTheDocument();
    const held = screen.getByTestId('held-order-row');
    expect(held).toHaveTextContent('৳ ২,৫০০.০০');
    expect(within(held).getByRole('button', { name: 'গ্রহণ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV ডাউনলোড করুন' })).toBeInTheDocument();

    await userEvent.click(within(rows[1]).getByRole('button', { name: 'TRAN-2 ফেরত দিন' }));
    const dialog = await screen.findByRole('dialog', { name: 'অর্ডারের টাকা ফেরত' });
    expect(within(dialog).getByTestId('refund-amount')).toHaveValue('৪৮৬.০০');
    expect(within(dialog).getByText('সর্বোচ্চ ৳ ৪৮৬.০০ ফেরত দেওয়া যাবে')).toBeInTheDocument();
  });

  it('users: heading, roles and actions in Bangla', async () => {
    fakeAdminApi({ users: [makeUser(1), makeUser(2, { role: 'admin' })] });
    renderPanel('/cpanel/musers');
    expect(await screen.findByRole('heading', { name: 'মোট ব্যবহারকারী: ২' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('user-row');
    expect(within(rows[0]).getByRole('button', { name: 'অ্যাডমিন করুন' })).toBeInTheDocument();
    expect(within(rows[1]).getByText('অ্যাডমিন')).toBeInTheDocument();
  });

  it('contacts: heading and the date in Bangla', async () => {
    fakeAdminApi({ contacts: [makeContact(1)] });
    renderPanel('/cpanel/mcontacts');
    expect(await screen.findByRole('heading', { name: 'মোট যোগাযোগ বার্তা: ১' })).toBeInTheDocument();
    const card = screen.getByTestId('contact-card');
    expect(card).toHaveTextContent(formatDate('2026-11-20T10:00:00.000Z', 'bn'));
    expect(card).toHaveTextContent('২০ নভেম্বর ২০২৬');
  });
});
