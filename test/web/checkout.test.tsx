import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CheckoutPage from '../../src/features/checkout/CheckoutPage';
import type { CheckoutQuote } from '../../domain/schemas/checkout';
import { redirectTo } from '../../src/features/checkout/redirect';
import { messages } from '../../src/lib/messages';
import { browserI18n, loadNamespaces } from '../../src/lib/i18n';
import { t } from './i18n';
import { makeBook } from './book-fixtures';
import { makeQuote } from './checkout-fixtures';
import { API, http, HttpResponse, server } from './msw-server';
import { authState, renderWithProviders, signedInUser } from './render';

/** SPEC.md's prompt, with the 15% discount. */
const reviewPrompt = t('checkout.prompt.text', { discount: '15%' });

vi.mock('../../src/features/checkout/redirect', () => ({ redirectTo: vi.fn() }));

// These tests type and click through whole forms; the shared test machine can be slow.
vi.setConfig({ testTimeout: 30_000 });

const book = makeBook({
  _id: 'b0000000-0000-4000-8000-000000000001',
  name: 'The Songs of Padma River',
  price: 333.33,
  category: 'Bangla Literature',
});
const signedIn = { auth: authState({ user: signedInUser, accessToken: 'token-1' }) };

let quote: CheckoutQuote;
let quoteRequests: number;
let inits: Array<{ authorization: string | null; body: Record<string, unknown> }>;
let patches: Array<{ id: string; body: Record<string, unknown> }>;

function serveQuote() {
  server.use(
    http.get(`${API}/checkout/:bookId`, ({ params }) => {
      quoteRequests += 1;
      if (params.bookId !== book._id)
        return HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'No such book' }, { status: 404 });
      return HttpResponse.json({ data: quote });
    }),
  );
}

function renderCheckout() {
  return renderWithProviders(<CheckoutPage />, {
    route: `/checkout/${book._id}`,
    path: '/checkout/:id',
    preloadedState: signedIn,
  });
}

const row = (name: RegExp | string) => screen.getByRole('row', { name });

async function fillAndAccept(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText(/^Phone/));
  await user.paste('01911-000003');
  await user.click(screen.getByLabelText(/^Address/));
  await user.paste('House 4, Road 2, Dhanmondi, Dhaka');
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
}

beforeEach(() => {
  quote = makeQuote(book);
  quoteRequests = 0;
  inits = [];
  patches = [];
  vi.mocked(redirectTo).mockReset();
  serveQuote();
  server.use(
    http.post(`${API}/ssl/init`, async ({ request }) => {
      inits.push({
        authorization: request.headers.get('authorization'),
        body: (await request.json()) as Record<string, unknown>,
      });
      return HttpResponse.json({ url: 'http://localhost:3000/sandbox/gateway/pay/abc', tran_id: 'BPK-1' });
    }),
    http.patch(`${API}/orders/:id`, async ({ params, request }) => {
      patches.push({ id: String(params.id), body: (await request.json()) as Record<string, unknown> });
      return HttpResponse.json({ acknowledged: true, modifiedCount: 1 });
    }),
  );
});

describe('Checkout: the form starts with what the shop knows', () => {
  it("fills the phone and address from the quote's prefill (the last order), and both stay editable", async () => {
    quote = makeQuote(book, { prefill: { phone: '+8801711999888', address: 'Flat 4B, Road 27, Gulshan, Dhaka' } });
    renderCheckout();
    const phone = await screen.findByLabelText(/^Phone/);
    await waitFor(() => expect(phone).toHaveValue('+8801711999888'));
    expect(screen.getByLabelText(/^Address/)).toHaveValue('Flat 4B, Road 27, Gulshan, Dhaka');
    expect(phone).not.toHaveAttribute('readonly');
  });
});

describe('Checkout in Bangla', () => {
  beforeEach(async () => {
    await loadNamespaces(browserI18n, 'bn', ['common', 'checkout']);
    browserI18n.activate('bn');
  });
  afterEach(() => browserI18n.activate('en'));

  it('shows the summary, the form and its messages in Bangla, with Bengali digits in every amount and rate', async () => {
    quote = makeQuote(makeBook({ ...book, price: 1234.5 }), { discount: true });
    const user = userEvent.setup();
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'চেকআউট' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'অর্ডারের সারাংশ' })).toBeInTheDocument();
    // 1234.50 taka: tax 61.73 (৫%), service charge 37.04 (৩%), discount 185.18 (১৫%), total 1148.09.
    expect(row(/^মূল্য/)).toHaveTextContent('৳ ১,২৩৪.৫০');
    expect(row(/^কর \(৫%\)/)).toHaveTextContent('৳ ৬১.৭৩');
    expect(row(/^সার্ভিস চার্জ \(৩%\)/)).toHaveTextContent('৳ ৩৭.০৪');
    expect(row(/^রিভিউ ছাড় \(১৫%\)/)).toHaveTextContent('− ৳ ১৮৫.১৮');
    expect(row(/^সর্বমোট/)).toHaveTextContent('৳ ১,১৪৮.০৯');
    expect(screen.getByLabelText(/^মূল্য/)).toHaveValue('৳ ১,২৩৪.৫০');
    const checkbox = screen.getByRole('checkbox', { name: /শর্তাবলি/ });
    expect(screen.getByRole('link', { name: /^শর্তাবলি\s*\(নতুন ট্যাবে খুলবে\)$/ })).toHaveAttribute('href', '/terms');
    await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: '৳ ১,১৪৮.০৯ পরিশোধ করুন' }));
    expect(await screen.findByText('ফোন নম্বর দিন')).toBeInTheDocument();
    expect(screen.getByText('ঠিকানা দিন')).toBeInTheDocument();
    expect(inits).toHaveLength(0);
  });
});

describe('Checkout: the Buying Summary', () => {
  it("shows the server's quote to the paisa: price, 5% tax, 3% service charge and the grand total, no discount line without one", async () => {
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Buying Summary' })).toBeInTheDocument();
    // 333.33 taka = 33333 paisa: tax 1666.65 → 1667, service charge 999.99 → 1000, total 36000.
    expect(row(/^Price/)).toHaveTextContent('৳ 333.33');
    expect(row(/^Tax \(5%\)/)).toHaveTextContent('৳ 16.67');
    expect(row(/^Service Charge \(3%\)/)).toHaveTextContent('৳ 10.00');
    expect(row(/^Grand Total/)).toHaveTextContent('৳ 360.00');
    expect(screen.queryByRole('row', { name: /Discount/ })).not.toBeInTheDocument();
  });

  it('shows the 15% review discount and the reduced grand total', async () => {
    quote = makeQuote(book, { discount: true });
    renderCheckout();
    expect(await screen.findByRole('row', { name: /^Review Discount \(15%\)/ })).toHaveTextContent('− ৳ 50.00');
    expect(row(/^Grand Total/)).toHaveTextContent('৳ 310.00');
    expect(screen.getByRole('button', { name: 'Pay ৳ 310.00' })).toBeInTheDocument();
  });

  it('shows the book-not-found state for an unknown book and a retry on a failed quote', async () => {
    server.use(
      http.get(`${API}/checkout/:bookId`, () =>
        HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'No such book' }, { status: 404 }),
      ),
    );
    const first = renderCheckout();
    expect(await screen.findByText('Book not found')).toBeInTheDocument();
    first.unmount();

    server.use(
      http.get(`${API}/checkout/:bookId`, () =>
        HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, { status: 500 }),
      ),
    );
    renderCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loadFailed);
    serveQuote();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Buying Summary' })).toBeInTheDocument();
  });
});

describe('Checkout: Personal Information', () => {
  it('shows name, e-mail, book name, price and category read-only', async () => {
    renderCheckout();
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Nusrat Jahan');
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue(signedInUser.email);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Book Name')).toHaveValue('The Songs of Padma River');
    expect(screen.getByLabelText('Price')).toHaveValue('৳ 333.33');
    expect(screen.getByLabelText('Category')).toHaveValue('Bangla Literature');
    for (const field of ['Book Name', 'Price', 'Category'])
      expect(screen.getByLabelText(field)).toHaveAttribute('readonly');
  });

  it('keeps the pay button disabled until the terms are ticked', async () => {
    const user = userEvent.setup();
    renderCheckout();
    const pay = await screen.findByRole('button', { name: /^Pay ৳/ });
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    expect(pay).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    expect(pay).toBeDisabled();
  });

  it('links the terms checkbox to the terms page, in a new tab so the form is kept', async () => {
    renderCheckout();
    const checkbox = await screen.findByRole('checkbox', { name: /terms and conditions/i });
    const link = screen.getByRole('link', { name: /terms and conditions/i });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName(/^terms and conditions\s*\(opens in a new tab\)$/);
    expect(checkbox.closest('label')).toContainElement(link);
  });

  it('requires phone and address, with messages, and sends nothing', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('checkbox', { name: /terms and conditions/i }));
    await user.click(screen.getByRole('button', { name: /^Pay ৳/ }));
    expect(await screen.findByText(t('checkout.validation.phoneRequired'))).toBeInTheDocument();
    expect(screen.getByText(t('checkout.validation.addressRequired'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Phone/)).toHaveFocus());
    await user.paste('call me');
    await user.tab();
    expect(await screen.findByText(t('checkout.validation.phoneInvalid'))).toBeInTheDocument();
    expect(inits).toHaveLength(0);
  });

  it('starts the payment with the book and the details, shows the progress, and goes to the gateway', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    server.use(
      http.post(`${API}/ssl/init`, async ({ request }) => {
        inits.push({
          authorization: request.headers.get('authorization'),
          body: (await request.json()) as Record<string, unknown>,
        });
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ url: 'http://localhost:3000/sandbox/gateway/pay/abc', tran_id: 'BPK-1' });
      }),
    );
    renderCheckout();
    await fillAndAccept(user);
    await user.click(screen.getByRole('button', { name: /^Pay ৳/ }));
    expect(await screen.findByText(t('checkout.form.paymentStarting'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay ৳/ })).toBeDisabled();
    release();
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost:3000/sandbox/gateway/pay/abc'));
    expect(inits).toHaveLength(1);
    expect(inits[0].authorization).toBe('Bearer token-1');
    expect(inits[0].body).toEqual({
      book_id: book._id,
      cus_name: 'Nusrat Jahan',
      cus_email: signedInUser.email,
      cus_phone: '01911-000003',
      cus_add1: 'House 4, Road 2, Dhanmondi, Dhaka',
      item_name: book.name,
      item_desc: book.description,
      item_category: book.category,
      item_image: book.image,
      total_amount: 360,
    });
  });

  it('says so when the payment gateway is unavailable, and stays on the page', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${API}/ssl/init`, () =>
        HttpResponse.json({ statusCode: 502, error: 'Bad Gateway', message: 'gateway down' }, { status: 502 }),
      ),
    );
    renderCheckout();
    await fillAndAccept(user);
    await user.click(screen.getByRole('button', { name: /^Pay ৳/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('checkout.payment.gatewayDown'));
    expect(redirectTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^Pay ৳/ })).toBeEnabled();
  });

  it("shows the server's 409 reason and refreshes the quote, which then replaces the form", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${API}/ssl/init`, () => {
        quote = makeQuote(makeBook({ ...book, stock: 0 }), { purchasable: false, reason: 'out_of_stock' });
        return HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: 'The last copy has just been sold.' },
          { status: 409 },
        );
      }),
    );
    renderCheckout();
    await fillAndAccept(user);
    await user.click(screen.getByRole('button', { name: /^Pay ৳/ }));
    expect(await screen.findByText(t('checkout.unavailable.outOfStock'))).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Phone/)).not.toBeInTheDocument();
    expect(quoteRequests).toBe(2);
    expect(redirectTo).not.toHaveBeenCalled();
  });
});

describe('Checkout: books that cannot be bought', () => {
  it('says the book is already bought instead of showing the form', async () => {
    quote = makeQuote(book, { purchasable: false, reason: 'purchased' });
    renderCheckout();
    expect(await screen.findByText(t('checkout.unavailable.alreadyBought'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Books' })).toHaveAttribute('href', '/mybooks');
    expect(screen.queryByLabelText(/^Phone/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says the book is out of stock instead of showing the form', async () => {
    quote = makeQuote(book, { purchasable: false, reason: 'out_of_stock' });
    renderCheckout();
    expect(await screen.findByText(t('checkout.unavailable.outOfStock'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Books' })).toHaveAttribute('href', '/books');
    expect(screen.queryByLabelText(/^Phone/)).not.toBeInTheDocument();
  });
});

describe('Checkout: the review prompt', () => {
  const prompt = { orderId: 'order-7', productName: 'Gitanjali' };

  it('is absent without a reviewPrompt', async () => {
    renderCheckout();
    await screen.findByRole('heading', { name: 'Buying Summary' });
    expect(screen.queryByText(reviewPrompt)).not.toBeInTheDocument();
  });

  it('closes with No and with cancel', async () => {
    const user = userEvent.setup();
    quote = makeQuote(book, { reviewPrompt: prompt });
    const first = renderCheckout();
    expect(await screen.findByText(reviewPrompt)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByText(reviewPrompt)).not.toBeInTheDocument();
    first.unmount();

    renderCheckout();
    await screen.findByText(reviewPrompt);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(reviewPrompt)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Yes → the add-review dialog → the review is saved → the quote refetches and shows the discount', async () => {
    const user = userEvent.setup();
    quote = makeQuote(book, { reviewPrompt: prompt });
    server.use(
      http.patch(`${API}/orders/:id`, async ({ params, request }) => {
        patches.push({ id: String(params.id), body: (await request.json()) as Record<string, unknown> });
        quote = makeQuote(book, { discount: true }); // the server now grants the discount and asks no more
        return HttpResponse.json({ acknowledged: true, modifiedCount: 1 });
      }),
    );
    renderCheckout();
    expect(await screen.findByText(reviewPrompt)).toBeInTheDocument();
    expect(row(/^Grand Total/)).toHaveTextContent('৳ 360.00');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Review for Gitanjali' });
    await user.type(within(dialog).getByLabelText(/^Rating/), '4.5');
    await user.click(within(dialog).getByLabelText(/^Review/));
    await user.paste('  A book to keep by the bed.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Review' }));

    expect(await screen.findByText(messages.reviewAdded)).toBeInTheDocument();
    expect(patches).toEqual([{ id: 'order-7', body: { rating: 4.5, review: 'A book to keep by the bed.' } }]);
    expect(await screen.findByRole('row', { name: /^Review Discount \(15%\)/ })).toHaveTextContent('− ৳ 50.00');
    expect(row(/^Grand Total/)).toHaveTextContent('৳ 310.00');
    expect(quoteRequests).toBe(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(reviewPrompt)).not.toBeInTheDocument();
  });
});
