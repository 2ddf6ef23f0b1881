import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../domain/types';
import { booksApi } from '../../src/store/booksApi';
import PaymentCancelledPage from '../../src/features/checkout/PaymentCancelledPage';
import PaymentFailedPage from '../../src/features/checkout/PaymentFailedPage';
import PaymentSuccessPage from '../../src/features/checkout/PaymentSuccessPage';
import { makeStore } from '../../src/app/store';
import { browserI18n, loadNamespaces } from '../../src/lib/i18n';
import { t } from './i18n';
import { makeOrder } from './checkout-fixtures';
import { API, http, HttpResponse, server } from './msw-server';
import { authState, renderWithProviders, signedInUser } from './render';

vi.setConfig({ testTimeout: 30_000 });

const signedIn = { auth: authState({ user: signedInUser, accessToken: 'token-1' }) };

let orders: Order[];
let searches: Array<string | null>;
let purchaseRequests: number;

beforeEach(() => {
  orders = [
    makeOrder(3, {
      tran_id: 'BPK-3',
      product_name: 'Gitanjali',
      total_amount: 360,
      bookId: 'b0000000-0000-4000-8000-000000000003',
    }),
    makeOrder(2, { tran_id: 'BPK-2' }),
  ];
  searches = [];
  purchaseRequests = 0;
  server.use(
    http.get(`${API}/orders`, ({ request }) => {
      const search = new URL(request.url).searchParams.get('search');
      searches.push(search);
      const result = orders.filter((order) => !search || order.tran_id === search);
      return HttpResponse.json({ data: { result, totalOrders: result.length, page: 1, limit: 10 } });
    }),
    http.get(`${API}/purchases`, () => {
      purchaseRequests += 1;
      return HttpResponse.json({
        data: { bookIds: purchaseRequests > 1 ? ['b0000000-0000-4000-8000-000000000003'] : [] },
      });
    }),
  );
});

describe('Payment results in Bangla', () => {
  beforeEach(async () => {
    await loadNamespaces(browserI18n, 'bn', ['common', 'checkout']);
    browserI18n.activate('bn');
  });
  afterEach(() => browserI18n.activate('en'));

  it('says the payment was received, with the amount in Bengali digits', async () => {
    renderWithProviders(<PaymentSuccessPage />, {
      route: '/ssl-payment-success?tran_id=BPK-3',
      path: '/ssl-payment-success',
      preloadedState: signedIn,
    });
    expect(await screen.findByRole('heading', { name: 'Gitanjali' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'পেমেন্ট সফল হয়েছে' })).toBeInTheDocument();
    expect(screen.getByTestId('paid-amount')).toHaveTextContent('৳ ৩৬০.০০');
    expect(screen.getByText('লেনদেন আইডি: BPK-3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'রসিদ দেখুন' })).toHaveAttribute('href', '/receipts/order-3');
    expect(screen.getByRole('link', { name: 'হোমে ফিরে যান' })).toHaveAttribute('href', '/');
  });

  it('says a cancelled payment in Bangla', async () => {
    renderWithProviders(<PaymentCancelledPage />, {
      route: '/payment/cancelled?tran_id=BPK-404',
      path: '/payment/cancelled',
      preloadedState: signedIn,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'পেমেন্ট বাতিল হয়েছে' })).toBeInTheDocument();
    expect(screen.getByText(/^আপনি পেমেন্ট বাতিল করেছেন/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
  });
});

describe('Payment Successful', () => {
  it("shows the order's book and amount, found by tran_id, and 'Back to Home'", async () => {
    renderWithProviders(<PaymentSuccessPage />, {
      route: '/ssl-payment-success?tran_id=BPK-3',
      path: '/ssl-payment-success',
      preloadedState: signedIn,
    });
    expect(await screen.findByRole('heading', { name: 'Gitanjali' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: t('checkout.success.title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('checkout.success.viewReceipt') })).toHaveAttribute(
      'href',
      '/receipts/order-3',
    );
    expect(screen.getByTestId('paid-amount')).toHaveTextContent('৳ 360.00');
    expect(screen.getByText('Transaction ID: BPK-3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Go to My Books' })).toHaveAttribute('href', '/mybooks');
    expect(searches).toContain('BPK-3');
  });

  it("refetches the purchases (Orders tag) so 'Already Purchased' and My Books update without a reload", async () => {
    const store = makeStore(signedIn);
    await store.dispatch(booksApi.endpoints.myPurchases.initiate());
    expect(booksApi.endpoints.myPurchases.select()(store.getState()).data).toEqual([]);
    renderWithProviders(<PaymentSuccessPage />, {
      store,
      route: '/ssl-payment-success?tran_id=BPK-3',
      path: '/ssl-payment-success',
    });
    await waitFor(() =>
      expect(booksApi.endpoints.myPurchases.select()(store.getState()).data).toEqual([
        'b0000000-0000-4000-8000-000000000003',
      ]),
    );
  });

  it('says the payment is still being confirmed while the order is pending', async () => {
    orders[0] = { ...orders[0], paymentStatus: 'pending' };
    renderWithProviders(<PaymentSuccessPage />, {
      route: '/ssl-payment-success?tran_id=BPK-3',
      path: '/ssl-payment-success',
      preloadedState: signedIn,
    });
    expect(await screen.findByText(t('checkout.success.confirming'))).toBeInTheDocument();
  });

  it('without a transaction id, says no payment was found (never that one was received) and links to My Books', async () => {
    renderWithProviders(<PaymentSuccessPage />, {
      route: '/ssl-payment-success',
      path: '/ssl-payment-success',
      preloadedState: signedIn,
    });
    expect(screen.getByRole('heading', { level: 1, name: t('checkout.success.notFoundTitle') })).toBeInTheDocument();
    expect(screen.queryByText(t('checkout.success.text'))).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Books' })).toHaveAttribute('href', '/mybooks');
    expect(searches).toHaveLength(0);
  });

  it("with another shopper's or an unknown transaction id, says no payment was found once the lookup is done", async () => {
    renderWithProviders(<PaymentSuccessPage />, {
      route: '/ssl-payment-success?tran_id=BPK-SOMEONE-ELSE',
      path: '/ssl-payment-success',
      preloadedState: signedIn,
    });
    expect(screen.queryByText(t('checkout.success.text'))).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: t('checkout.success.notFoundTitle') }),
    ).toBeInTheDocument();
    expect(screen.queryByText(t('checkout.success.text'))).not.toBeInTheDocument();
    expect(screen.getByText(t('checkout.success.notFoundText'))).toBeInTheDocument();
  });
});

describe('payment failed and cancelled', () => {
  it("says the payment failed and offers to try again at the book's checkout", async () => {
    renderWithProviders(<PaymentFailedPage />, {
      route: '/payment/failed?tran_id=BPK-3',
      path: '/payment/failed',
      preloadedState: signedIn,
    });
    expect(screen.getByRole('heading', { level: 1, name: t('checkout.problem.failed.title') })).toBeInTheDocument();
    expect(screen.getByText(t('checkout.problem.failed.text'))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute(
        'href',
        '/checkout/b0000000-0000-4000-8000-000000000003',
      ),
    );
    expect(screen.getByText('Gitanjali')).toBeInTheDocument();
  });

  it('a payment the shop refunds (it arrived after the order closed) is said to be refunded, not "nothing charged"', async () => {
    orders[0] = { ...orders[0], paymentStatus: 'expired' };
    renderWithProviders(<PaymentFailedPage />, {
      route: '/payment/failed?tran_id=BPK-3&outcome=refunded',
      path: '/payment/failed',
      preloadedState: signedIn,
    });
    expect(screen.getByRole('heading', { level: 1, name: t('checkout.problem.refunded.title') })).toBeInTheDocument();
    expect(screen.getByText(t('checkout.problem.refunded.text'))).toBeInTheDocument();
    expect(screen.queryByText(t('checkout.problem.failed.text'))).not.toBeInTheDocument();
    expect(screen.queryByText(/nothing was charged/i)).not.toBeInTheDocument();
    expect(screen.getByText('Transaction ID: BPK-3')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute(
        'href',
        '/checkout/b0000000-0000-4000-8000-000000000003',
      ),
    );
  });

  it('says the payment was cancelled and offers the catalogue when the book is not known', async () => {
    renderWithProviders(<PaymentCancelledPage />, {
      route: '/payment/cancelled?tran_id=BPK-404',
      path: '/payment/cancelled',
      preloadedState: signedIn,
    });
    expect(screen.getByRole('heading', { level: 1, name: t('checkout.problem.cancelled.title') })).toBeInTheDocument();
    expect(screen.getByText(t('checkout.problem.cancelled.text'))).toBeInTheDocument();
    await waitFor(() => expect(searches).toContain('BPK-404'));
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/books');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
