import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../domain/types';
import MyBooksPage from '../../src/features/orders/MyBooksPage';
import { messages } from '../../src/lib/messages';
import { browserI18n, loadNamespaces } from '../../src/lib/i18n';
import { t } from './i18n';
import { makeOrder } from './checkout-fixtures';
import { API, http, HttpResponse, server } from './msw-server';
import { authState, renderWithProviders, signedInUser } from './render';

vi.setConfig({ testTimeout: 30_000 });

const signedIn = { auth: authState({ user: signedInUser, accessToken: 'token-1' }) };
const review = {
  name: 'Nusrat Jahan',
  email: 'customer@boipoka.test',
  image: '/uploads/images/nusrat.webp',
  rating: 4.5,
  review: 'A river of a book: slow, deep and kind.',
};

let orders: Order[];
let mineRequests: Array<{ authorization: string | null; limit: string | null }>;
let patches: Array<{ id: string; body: unknown }>;
let refunded: Order[];

beforeEach(() => {
  orders = [
    makeOrder(1, {
      review,
      product_profile: 'A quiet novel about a ferry, a river town and the people who wait for the evening boat.',
    }),
    makeOrder(2, { product_name: 'Gitanjali', product_category: 'Poetry', product_profile: 'Short poems.' }),
  ];
  mineRequests = [];
  patches = [];
  refunded = [];
  server.use(
    http.get(`${API}/orders/mine`, ({ request }) => {
      mineRequests.push({
        authorization: request.headers.get('authorization'),
        limit: new URL(request.url).searchParams.get('limit'),
      });
      return HttpResponse.json({ data: { result: orders } });
    }),
    http.get(`${API}/orders`, ({ request }) => {
      const filter = new URL(request.url).searchParams.get('filter');
      const rows = filter === 'refunded' ? refunded : [];
      return HttpResponse.json({ data: { result: rows, totalOrders: rows.length, page: 1, limit: 20 } });
    }),
    http.patch(`${API}/orders/:id`, async ({ params, request }) => {
      patches.push({ id: String(params.id), body: await request.json() });
      const target = orders.find((order) => order._id === params.id)!;
      orders = orders.map((order) =>
        order === target ? { ...order, review: { ...review, rating: 5, review: 'Lovely.' } } : order,
      );
      return HttpResponse.json({ acknowledged: true, modifiedCount: 1 });
    }),
  );
});

const renderMyBooks = () =>
  renderWithProviders(<MyBooksPage />, {
    route: '/mybooks',
    path: '/mybooks',
    preloadedState: signedIn,
    routes: [{ path: '/books', element: <p>Book list</p> }],
  });
const card = (name: string) => screen.getByRole('article', { name: new RegExp(name) });

describe('My Books', () => {
  it('shows "Refunded ৳ x" on a partly refunded book and lists refunded orders in Refunds', async () => {
    orders = [makeOrder(1, { refundedPaisa: 10_050 })];
    refunded = [
      orders[0],
      makeOrder(3, { product_name: 'Debi Chowdhurani', paymentStatus: 'refunded', refundedPaisa: 48_600 }),
      makeOrder(4, { product_name: 'Kapalkundala', refundPendingPaisa: 20_000 }),
    ];
    renderMyBooks();
    expect(await within(await screen.findByRole('article')).findByText('Refunded ৳ 100.50')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Refunds' });
    const rows = within(section).getAllByTestId('refunded-order');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Debi Chowdhurani');
    expect(rows[1]).toHaveTextContent('Refunded ৳ 486.00');
    expect(rows[2]).toHaveTextContent('Refund of ৳ 200.00 processing');
  });

  it('shows the count and one card per paid order: image, Book Name, Status, Category, Descriptions cut to 50', async () => {
    renderMyBooks();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Books - 2' })).toBeInTheDocument();
    expect(mineRequests[0]).toEqual({ authorization: 'Bearer token-1', limit: '100' });
    const first = card('Book number 1');
    expect(within(first).getByRole('img', { name: 'Cover of Book number 1' })).toHaveAttribute('src', '/covers/1.svg');
    expect(within(first).getByRole('heading', { name: 'Book Name: Book number 1' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Status: paid');
    expect(first).toHaveTextContent('Category: Fiction');
    expect(within(first).getByTestId('mybook-description').textContent).toBe(
      'A quiet novel about a ferry, a river town and the ...',
    ); // 50 + '...'
    expect(within(card('Gitanjali')).getByTestId('mybook-description')).toHaveTextContent(/^Short poems\.$/);
  });

  it("offers 'View Your Review' only on a reviewed order, and 'Add Review' on the others", async () => {
    renderMyBooks();
    await screen.findByRole('heading', { name: 'My Books - 2' });
    expect(within(card('Book number 1')).getByRole('button', { name: 'View Your Review' })).toBeInTheDocument();
    expect(within(card('Book number 1')).queryByRole('button', { name: 'Add Review' })).not.toBeInTheDocument();
    expect(within(card('Gitanjali')).queryByRole('button', { name: 'View Your Review' })).not.toBeInTheDocument();
    expect(within(card('Gitanjali')).getByRole('button', { name: 'Add Review' })).toBeInTheDocument();
  });

  it('shows the review in a dialog: name, e-mail, rating with stars, review and image', async () => {
    const user = userEvent.setup();
    renderMyBooks();
    await screen.findByRole('heading', { name: 'My Books - 2' });
    await user.click(within(card('Book number 1')).getByRole('button', { name: 'View Your Review' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('review-name')).toHaveTextContent('Nusrat Jahan');
    expect(within(dialog).getByTestId('review-email')).toHaveTextContent('customer@boipoka.test');
    expect(within(dialog).getByRole('img', { name: 'Rated 4.5 out of 5' })).toHaveTextContent('(4.5)');
    expect(within(dialog).getByTestId('review-text')).toHaveTextContent(review.review);
    expect(within(dialog).getByRole('img', { name: "Nusrat Jahan's photo" })).toHaveAttribute('src', review.image);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds a review from a card, and the card then offers to view it', async () => {
    const user = userEvent.setup();
    renderMyBooks();
    await screen.findByRole('heading', { name: 'My Books - 2' });
    await user.click(within(card('Gitanjali')).getByRole('button', { name: 'Add Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Review for Gitanjali' });
    await user.type(within(dialog).getByLabelText(/^Rating/), '5');
    await user.click(within(dialog).getByLabelText(/^Review/));
    await user.paste('Lovely.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Review' }));
    expect(await screen.findByText(messages.reviewAdded)).toBeInTheDocument();
    expect(patches).toEqual([{ id: 'order-2', body: { rating: 5, review: 'Lovely.' } }]);
    expect(await within(card('Gitanjali')).findByRole('button', { name: 'View Your Review' })).toBeInTheDocument();
    expect(mineRequests).toHaveLength(2);
  });

  it('shows the empty state with a link to /books', async () => {
    orders = [];
    const { router } = renderMyBooks();
    expect(await screen.findByText(t('orders.mybooks.empty'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Books - 0' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Browse Books' }));
    expect(router.state.location.pathname).toBe('/books');
  });

  it('shows an error with Retry when the list cannot load', async () => {
    server.use(
      http.get(`${API}/orders/mine`, () =>
        HttpResponse.json({ statusCode: 500, error: 'x', message: 'x' }, { status: 500 }),
      ),
    );
    renderMyBooks();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loadFailed);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the add-review dialog', () => {
  async function openDialog() {
    const user = userEvent.setup();
    renderMyBooks();
    await screen.findByRole('heading', { name: 'My Books - 2' });
    await user.click(within(card('Gitanjali')).getByRole('button', { name: 'Add Review' }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'Add Review for Gitanjali' }) };
  }

  it('requires the rating and the review', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add Review' }));
    expect(await within(dialog).findByText(messages.ratingRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.reviewRequired)).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it("says 'Rating must be between 1 and 5' and sends nothing for a rating out of range", async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^Rating/), '7');
    await user.click(within(dialog).getByLabelText(/^Review/));
    await user.paste('Great.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Review' }));
    // The toast and the field both say it.
    await waitFor(() => expect(screen.getAllByText(messages.ratingOutOfRange)).toHaveLength(2));
    await user.clear(within(dialog).getByLabelText(/^Rating/));
    await user.type(within(dialog).getByLabelText(/^Rating/), '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Review' }));
    expect(patches).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/^Rating/));
    await user.type(within(dialog).getByLabelText(/^Rating/), '4.3');
    await user.click(within(dialog).getByRole('button', { name: 'Add Review' }));
    expect(await within(dialog).findByText(messages.ratingHalfSteps)).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it("says 'Failed to Add Review' with the server's reason when it refuses", async () => {
    server.use(
      http.patch(`${API}/orders/:id`, () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: 'This order already has a review.' },
          { status: 409 },
        ),
      ),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^Rating/), '3');
    await user.click(within(dialog).getByLabelText(/^Review/));
    await user.paste('Fine.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Review' }));
    expect(await screen.findByText(messages.reviewFailed)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This order already has a review.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows each order's date and time in Dhaka, amount, tran_id, delivery state, timeline and a receipt link", async () => {
    orders = [
      makeOrder(3, {
        paidAt: '2026-11-21T10:02:00.000Z',
        total_amount: 540,
        deliveryStatus: 'confirmed',
        timeline: [
          { type: 'created', at: '2026-11-21T10:00:00.000Z' },
          { type: 'paid', at: '2026-11-21T10:02:00.000Z' },
          { type: 'confirmed', at: '2026-11-22T04:30:00.000Z' },
        ],
      }),
    ];
    renderMyBooks();
    const first = await screen.findByRole('article', { name: /Book number 3/ });
    // 10:02 UTC is 16:02 in Dhaka (UTC+6).
    expect(within(first).getAllByText('21 Nov 2026, 16:02', { selector: 'time' })).toHaveLength(2); // the date line and the paid event
    expect(within(first).getByText('৳ 540.00')).toBeInTheDocument();
    expect(within(first).getByTestId('mybook-tran-id')).toHaveTextContent('BPK-3');
    const timeline = within(first).getByRole('list', {
      name: t('orders.mybooks.timelineLabel', { product: 'Book number 3' }),
    });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${messages.orderEvent.created} 21 Nov 2026, 16:00`,
      `${messages.orderEvent.paid} 21 Nov 2026, 16:02`,
      `${messages.orderEvent.confirmed} 22 Nov 2026, 10:30`,
    ]);
    expect(within(first).getByRole('link', { name: t('orders.mybooks.viewReceipt') })).toHaveAttribute(
      'href',
      '/receipts/order-3',
    );
  });
});

describe('My Books in Bangla', () => {
  beforeEach(async () => {
    await loadNamespaces(browserI18n, 'bn', ['common', 'orders']);
    browserI18n.activate('bn');
  });
  afterEach(() => browserI18n.activate('en'));

  it('shows the heading, labels, status, date and amount in Bangla with Bengali digits', async () => {
    orders = [
      makeOrder(3, { paidAt: '2026-11-21T10:02:00.000Z', total_amount: 1234.5, refundedPaisa: 10_050 }),
      makeOrder(4),
    ];
    renderMyBooks();
    expect(await screen.findByRole('heading', { level: 1, name: 'আমার বই - ২' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: /Book number 3/ });
    expect(within(first).getByText('বইয়ের নাম:')).toBeInTheDocument();
    expect(within(first).getByText('পরিশোধিত')).toBeInTheDocument();
    expect(within(first).getByText('২১ নভেম্বর ২০২৬, ১৬:০২', { selector: 'time' })).toBeInTheDocument();
    expect(within(first).getByText('৳ ১,২৩৪.৫০')).toBeInTheDocument();
    expect(within(first).getByText('৳ ১০০.৫০ ফেরত দেওয়া হয়েছে')).toBeInTheDocument();
    expect(within(first).getByText('নিশ্চিতকরণের অপেক্ষায়')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'রসিদ' })).toHaveAttribute('href', '/receipts/order-3');
  });

  it('says there are no purchases in Bangla', async () => {
    orders = [];
    renderMyBooks();
    expect(await screen.findByText('আপনি এখনো কোনো বই কেনেননি।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'আমার বই - ০' })).toBeInTheDocument();
  });
});
