import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/lib/format';
import { t } from './i18n';
import { fakeAdminApi, makeOrder, renderPanel } from './admin-fixtures';
import { API, http, HttpResponse, server } from './msw-server';

const id = (n: number) => makeOrder(n)._id;

describe('Manage Orders', { timeout: 20_000 }, () => {
  it('heading, columns, product cut to 20, date/time, and a working 7-row toggle', async () => {
    fakeAdminApi({ orders: Array.from({ length: 9 }, (_, i) => makeOrder(i + 1)) });
    renderPanel('/cpanel/morders');
    expect(await screen.findByRole('heading', { name: 'Total Orders: 9' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Index', 'Product', 'Customer', 'Order Date/Time', 'Payment Status', 'Action']);
    const first = screen.getAllByTestId('order-row')[0];
    expect(first).toHaveTextContent('A rather long produc...');
    expect(first).toHaveTextContent(formatDateTime('2026-11-21T09:05:07.000Z'));
    expect(first).toHaveTextContent('customer1@boipoka.test');
    expect(screen.getAllByTestId('order-row')).toHaveLength(7);
    await userEvent.click(screen.getByText('See More Orders', { selector: 'button' }));
    expect(screen.getAllByTestId('order-row')).toHaveLength(9);
    await userEvent.click(screen.getByText('See Less Orders', { selector: 'button' }));
    expect(screen.getAllByTestId('order-row')).toHaveLength(7);
  });

  it('offers Delete Order only when not paid, Confirm Order when paid and pending, else Order Confirmed; marks held orders', async () => {
    fakeAdminApi({
      orders: [
        makeOrder(1, { paymentStatus: 'pending' }),
        makeOrder(2),
        makeOrder(3, { deliveryStatus: 'confirmed' }),
        makeOrder(4, { heldForReview: true }),
      ],
    });
    renderPanel('/cpanel/morders');
    const rows = await screen.findAllByTestId('order-row');
    expect(within(rows[0]).getByText('Delete Order', { selector: 'button' })).toBeInTheDocument();
    expect(within(rows[0]).queryByText('Confirm Order')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('Confirm Order', { selector: 'button' })).toBeInTheDocument();
    expect(within(rows[1]).queryByText('Delete Order')).not.toBeInTheDocument();
    expect(within(rows[2]).getByText('Order Confirmed')).toBeInTheDocument();
    expect(within(rows[2]).queryByText('Delete Order')).not.toBeInTheDocument();
    expect(within(rows[3]).getByText(t('admin.orders.heldChip'))).toBeInTheDocument();
    expect(within(rows[1]).queryByText(t('admin.orders.heldChip'))).not.toBeInTheDocument();

    // The icon reopens the details, without a Confirm button.
    await userEvent.click(within(rows[2]).getByLabelText('Details of TRAN-3'));
    const dialog = screen.getByRole('dialog', { name: 'Order History' });
    expect(within(dialog).getByText('confirmed')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it("confirms a paid order from 'Order History' with every field; the list refetches and shows Order Confirmed", async () => {
    const api = fakeAdminApi({ orders: [makeOrder(2)] });
    renderPanel('/cpanel/morders');
    await userEvent.click(await screen.findByText('Confirm Order', { selector: 'button' }));
    const dialog = screen.getByRole('dialog', { name: 'Order History' });
    for (const text of [
      'Fiction',
      '৳ 486.00',
      'paid',
      'TRAN-2',
      'Customer 2',
      'customer2@boipoka.test',
      '+8801911000003',
      'Dhaka',
      'pending',
    ])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/covers/2.svg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(t('admin.orders.confirmedToast', { id: id(2) }))).toBeInTheDocument();
    await waitFor(() => expect(api.count('GET', 'orders')).toBe(2));
    expect(await screen.findByText('Order Confirmed')).toBeInTheDocument();
  });

  it("shows the server's error text when a confirm is refused", async () => {
    fakeAdminApi({ orders: [makeOrder(2)] });
    server.use(
      http.put(`${API}/orders/:id`, () =>
        HttpResponse.json({ status: 'fail', error: 'This order was already confirmed' }, { status: 409 }),
      ),
    );
    renderPanel('/cpanel/morders');
    await userEvent.click(await screen.findByText('Confirm Order', { selector: 'button' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Order History' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('This order was already confirmed')).toBeInTheDocument();
  });

  it('deletes an unpaid order from its modal (product, customer, statuses, tran_id, date, image); the list refetches', async () => {
    const api = fakeAdminApi({ orders: [makeOrder(1, { paymentStatus: 'failed' }), makeOrder(2)] });
    renderPanel('/cpanel/morders');
    await userEvent.click(await screen.findByText('Delete Order', { selector: 'button' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Order' });
    for (const text of [
      'A rather long product name number 1',
      'Customer 1',
      'pending',
      'failed',
      'TRAN-1',
      formatDateTime('2026-11-21T09:05:07.000Z'),
    ])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByRole('img')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(t('admin.orders.deleted', { id: id(1) }))).toBeInTheDocument();
    await waitFor(() => expect(api.count('GET', 'orders')).toBe(2));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Total Orders: 1' })).toBeInTheDocument();
  });

  it("a refused delete shows the server's error text", async () => {
    fakeAdminApi({ orders: [makeOrder(1, { paymentStatus: 'pending' })] });
    server.use(
      http.delete(`${API}/orders/:id`, () =>
        HttpResponse.json({ status: 'fail', error: 'A paid order cannot be deleted' }, { status: 409 }),
      ),
    );
    renderPanel('/cpanel/morders');
    await userEvent.click(await screen.findByText('Delete Order', { selector: 'button' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Order' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('A paid order cannot be deleted')).toBeInTheDocument();
  });

  it('searches by transaction id on the server', async () => {
    fakeAdminApi({ orders: [makeOrder(1), makeOrder(2)] });
    renderPanel('/cpanel/morders');
    expect(await screen.findByRole('heading', { name: 'Total Orders: 2' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search by transaction id or e-mail'), 'TRAN-2{Enter}');
    expect(await screen.findByRole('heading', { name: 'Total Orders: 1' })).toBeInTheDocument();
    expect(screen.getByTestId('order-row')).toHaveTextContent('Customer 2');
  });

  it('held orders are listed apart with the risk title; Accept makes one paid', async () => {
    const api = fakeAdminApi({
      orders: [makeOrder(1), makeOrder(4, { heldForReview: true, risk_title: 'Transaction is under review' })],
    });
    renderPanel('/cpanel/morders');
    const section = await screen.findByRole('region', { name: 'Held for review (1)' });
    const row = within(section).getByTestId('held-order-row');
    expect(row).toHaveTextContent('Transaction is under review');
    expect(row).toHaveTextContent('৳ 486.00');
    await userEvent.click(within(row).getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept held order' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('Order TRAN-4 (“A rather long product name number 4”) accepted: it is paid now.'),
    ).toBeInTheDocument();
    expect(api.count('POST', 'accept')).toBe(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: /Held for review/ })).not.toBeInTheDocument());
  });

  it('refunds a paid order: amount up to what is left, a reason, one idempotency key per dialog', async () => {
    const api = fakeAdminApi({ orders: [makeOrder(2, { refundedPaisa: 8_600 })] });
    renderPanel('/cpanel/morders');
    await userEvent.click(await screen.findByRole('button', { name: 'Refund TRAN-2' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund order' });
    const amount = within(dialog).getByLabelText(/^Amount/);
    expect(amount).toHaveValue('400.00');
    expect(within(dialog).getByText('Up to ৳ 400.00 is left to refund')).toBeInTheDocument();

    // Too much, or no reason: nothing is sent.
    await userEvent.clear(amount);
    await userEvent.type(amount, '400.01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Enter an amount from ৳ 0.01 to ৳ 400.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason for the refund')).toBeInTheDocument();
    expect(api.count('POST', 'refunds')).toBe(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '120.5');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Damaged copy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText(
        'Refund of ৳ 120.50 for “A rather long product name number 2” (TRAN-2) sent: the gateway is processing it.',
      ),
    ).toBeInTheDocument();
    expect(api.bodies).toEqual([
      {
        method: 'POST',
        path: `orders/${id(2)}/refunds`,
        body: {
          amountPaisa: 12_050,
          reason: 'Damaged copy',
          idempotencyKey: expect.stringMatching(/^refund-[0-9a-f-]{20,}$/),
        },
      },
    ]);
    expect(await screen.findByText('Refund processing ৳ 120.50')).toBeInTheDocument();
  });
});
