import { screen, waitFor } from '@testing-library/react';
import userEvent from './user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Receipt } from '../../domain/schemas/receipts';
import ReceiptPage from '../../src/features/orders/ReceiptPage';
import { browserI18n, loadNamespaces } from '../../src/lib/i18n';
import { t } from './i18n';
import { API, http, HttpResponse, server } from './msw-server';
import { authState, renderWithProviders, signedInUser } from './render';

const signedIn = { auth: authState({ user: signedInUser, accessToken: 'token-1' }) };

const receipt: Receipt = {
  shop: {
    name: 'Boipoka',
    address: 'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh',
    email: 'support@boipoka.test',
  },
  orderId: 'order-3',
  tranId: 'BPK-3',
  paidAt: '2026-11-21T10:02:00.000Z',
  paidAtDhaka: '21 Nov 2026, 16:02 (Dhaka)',
  customer: { name: 'Nusrat Jahan', email: 'customer@boipoka.test', phone: '+8801911000003', address: 'Dhanmondi' },
  book: 'Gitanjali',
  price: '1234.50',
  tax: '61.73',
  serviceCharge: '37.04',
  discount: '0.00',
  grandTotal: '1333.27',
  refunded: '0.00',
  paymentMethod: 'SSLCommerz',
  paymentStatus: 'paid',
  deliveryStatus: 'pending',
  language: 'en',
};

let pdfRequests: string[];

beforeEach(() => {
  pdfRequests = [];
  server.use(
    http.get(`${API}/orders/:id/receipt`, () => HttpResponse.json({ data: receipt })),
    http.get(`${API}/orders/:id/receipt.pdf`, ({ request }) => {
      pdfRequests.push(request.url);
      return new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } });
    }),
  );
  // jsdom has no object URLs; the download itself is the browser's business.
  URL.createObjectURL = vi.fn(() => 'blob:receipt');
  URL.revokeObjectURL = vi.fn();
});

const renderReceipt = () =>
  renderWithProviders(<ReceiptPage />, { route: '/receipts/order-3', path: '/receipts/:id', preloadedState: signedIn });

describe('Receipt', () => {
  it('shows the receipt in English and asks for an English PDF', async () => {
    renderReceipt();
    expect(await screen.findByRole('heading', { level: 1, name: t('orders.receipt.title') })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('৳ 1,333.27');
    expect(screen.getByText('21 Nov 2026, 16:02 (Dhaka)')).toBeInTheDocument();
    expect(screen.getByText('Tax (5%)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(pdfRequests).toHaveLength(1));
    expect(new URL(pdfRequests[0]).searchParams.get('lang')).toBe('en');
  });
});

describe('Receipt in Bangla', () => {
  beforeEach(async () => {
    await loadNamespaces(browserI18n, 'bn', ['common', 'orders']);
    browserI18n.activate('bn');
  });
  afterEach(() => browserI18n.activate('en'));

  it('shows labels, amounts and the time in Bangla, and asks for the PDF in Bangla', async () => {
    renderReceipt();
    expect(await screen.findByRole('heading', { level: 1, name: 'রসিদ' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('৳ ১,৩৩৩.২৭');
    expect(screen.getByTestId('receipt-tran-id')).toHaveTextContent('BPK-3');
    expect(screen.getByText('কর (৫%)')).toBeInTheDocument();
    expect(screen.getByText('৳ ১,২৩৪.৫০')).toBeInTheDocument();
    expect(screen.getByText('২১ নভেম্বর ২০২৬, ১৬:০২ (ঢাকার সময়)')).toBeInTheDocument();
    expect(screen.getByText('নিশ্চিতকরণের অপেক্ষায়')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'PDF ডাউনলোড করুন' }));
    await waitFor(() => expect(pdfRequests).toHaveLength(1));
    expect(new URL(pdfRequests[0]).searchParams.get('lang')).toBe('bn');
  });
});
