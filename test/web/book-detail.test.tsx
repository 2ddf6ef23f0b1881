import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProvider } from '../../src/app/provider';
import { makeStore } from '../../src/app/store';
import userEvent from './user-event';
import BookDetailPage from '../../src/features/books/BookDetailPage';
import { t } from './i18n';
import { makeBook, makeBooks } from './book-fixtures';
import { API, http, HttpResponse, server } from './msw-server';
import { authState, renderWithProviders, signedInUser } from './render';
import { backToEnglish, latinWords, showInBangla } from './bangla';

/** The shared components' words (BookNotFound, ErrorState), as SPEC.md has them. */
const BOOK_NOT_FOUND = 'We could not find this book. It may have been removed.';
const LOAD_FAILED = 'Could not load this. Check your connection and try again.';

const book = makeBook({
  _id: 'b0000000-0000-4000-8000-000000000001',
  name: 'The Songs of Padma River',
  price: 450,
  sku: 'SKU-1732100000000-ab12cd',
  stock: 5,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const related = makeBooks(2, { category: book.category });

function serveDetail({ detail = book as typeof book | null, relatedBooks = related, purchases = [] as string[] } = {}) {
  server.use(
    http.get(`${API}/books/:id`, ({ params }) =>
      detail && params.id === detail._id
        ? HttpResponse.json({ data: detail })
        : HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'No such book' }, { status: 404 }),
    ),
    http.get(`${API}/books/:id/related`, () => HttpResponse.json({ data: { result: relatedBooks } })),
    http.get(`${API}/purchases`, () => HttpResponse.json({ data: { bookIds: purchases } })),
  );
}

const signedIn = { auth: authState({ user: signedInUser, accessToken: 'token-1' }) };

function renderDetail(id = book._id, initialEntries?: string[]) {
  const result = renderWithProviders(<BookDetailPage />, {
    route: initialEntries ? initialEntries[0] : `/books/${id}`,
    path: '/books/:id',
    preloadedState: signedIn,
    routes: [
      { path: '/books', element: <p>Book list</p> },
      { path: '/checkout/:id', element: <p>Checkout page</p> },
    ],
  });
  return result;
}

describe('BookDetailPage', () => {
  it('shows the book: published date, name, category, stock, sku (17), price with "/=", description', async () => {
    serveDetail();
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Songs of Padma River' })).toBeInTheDocument();
    expect(screen.getByText(/Published:/)).toHaveTextContent('Published: 20 Nov 2026');
    expect(screen.getByTestId('detail-price')).toHaveTextContent(/^৳ 450\.00\/=$/);
    expect(screen.getByTestId('detail-sku')).toHaveTextContent(/^SKU-1732100000000$/);
    expect(screen.getByText('Stock:').parentElement).toHaveTextContent('Stock: 5');
    expect(screen.getByText(book.description)).toBeInTheDocument();
    const cover = screen.getByRole('img', { name: `Cover of ${book.name}` });
    expect(cover).toHaveAttribute('width');
    expect(cover).toHaveAttribute('height');
  });

  it('links Checkout This Book to /checkout/{id}', async () => {
    const user = userEvent.setup();
    serveDetail();
    const { router } = renderDetail();
    const checkout = await screen.findByRole('link', { name: 'Checkout This Book' });
    expect(checkout).toHaveAttribute('href', `/checkout/${book._id}`);
    await user.click(checkout);
    expect(router.state.location.pathname).toBe(`/checkout/${book._id}`);
  });

  it('lists More Books You Might Like as book cards', async () => {
    serveDetail();
    renderDetail();
    const section = (await screen.findByRole('heading', { level: 2, name: 'More Books You Might Like' })).closest(
      'section',
    )!;
    expect(await within(section).findByRole('link', { name: /Book number 1/ })).toHaveAttribute(
      'href',
      `/books/${related[0]._id}`,
    );
    expect(within(section).getByRole('link', { name: /Book number 2/ })).toBeInTheDocument();
  });

  it('says so when there are no related books', async () => {
    serveDetail({ relatedBooks: [] });
    renderDetail();
    expect(await screen.findByText(t('books.related.empty'))).toBeInTheDocument();
  });

  it('disables the button with Already Purchased when bought', async () => {
    serveDetail({ purchases: [book._id] });
    renderDetail();
    const button = await screen.findByRole('button', { name: t('books.detail.alreadyPurchased') });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Checkout This Book' })).not.toBeInTheDocument();
  });

  it('disables the button with Out of stock when the stock is 0', async () => {
    serveDetail({ detail: { ...book, stock: 0 } });
    server.use(http.get(`${API}/books/:id/notify-me`, () => HttpResponse.json({ data: { requested: false } })));
    renderDetail();
    expect(await screen.findByRole('button', { name: t('books.detail.outOfStock') })).toBeDisabled();
    expect(screen.getByTestId('detail-out-of-stock')).toHaveTextContent(t('books.detail.outOfStock'));
    expect(screen.queryByRole('link', { name: /Checkout This Book/ })).not.toBeInTheDocument();
  });

  it('Notify me: asks once, says so, and can be withdrawn; the request is sent with the token', async () => {
    serveDetail({ detail: { ...book, stock: 0 } });
    let requested = false;
    const calls: string[] = [];
    server.use(
      http.get(`${API}/books/:id/notify-me`, () => HttpResponse.json({ data: { requested } })),
      http.put(`${API}/books/:id/notify-me`, ({ request, params }) => {
        calls.push(`PUT ${params.id} ${request.headers.get('authorization')}`);
        requested = true;
        return HttpResponse.json({ data: { requested } });
      }),
      http.delete(`${API}/books/:id/notify-me`, ({ params }) => {
        calls.push(`DELETE ${params.id}`);
        requested = false;
        return HttpResponse.json({ data: { requested } });
      }),
    );
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: t('books.detail.notifyMe') }));
    // The page has other live regions (the related books loading): find the one that says it.
    const said = await screen.findByText(t('books.detail.notifyRequested'), { exact: false });
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(calls).toEqual([`PUT ${book._id} Bearer token-1`]);
    await userEvent.click(screen.getByRole('button', { name: t('books.detail.notifyCancel') }));
    expect(await screen.findByRole('button', { name: t('books.detail.notifyMe') })).toBeEnabled();
    expect(calls).toEqual([`PUT ${book._id} Bearer token-1`, `DELETE ${book._id}`]);
  });

  it('Notify me: an already pending request shows as such; a failed request says so', async () => {
    serveDetail({ detail: { ...book, stock: 0 } });
    server.use(
      http.get(`${API}/books/:id/notify-me`, () => HttpResponse.json({ data: { requested: false } })),
      http.put(`${API}/books/:id/notify-me`, () =>
        HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, { status: 500 }),
      ),
    );
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: t('books.detail.notifyMe') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('books.detail.notifyFailed'));
  });

  it('shows authors, publisher and language', async () => {
    serveDetail();
    renderDetail();
    expect(await screen.findByTestId('detail-authors')).toHaveTextContent('by Manik Bandopadhyay');
    expect(screen.getByText('Publisher:').parentElement).toHaveTextContent('Publisher: Mowla Brothers');
    expect(screen.getByText('Language:').parentElement).toHaveTextContent('Language: Bangla');
  });

  it('shows a clear not-found message with a link to /books on 404', async () => {
    serveDetail({ detail: null });
    renderDetail('b0000000-0000-4000-8000-00000000dead');
    expect(await screen.findByText(BOOK_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all books' })).toHaveAttribute('href', '/books');
    expect(screen.queryByText('More Books You Might Like')).not.toBeInTheDocument();
  });

  it('shows Retry when loading fails for another reason', async () => {
    server.use(
      http.get(`${API}/books/:id`, () => HttpResponse.json({}, { status: 500 })),
      http.get(`${API}/purchases`, () => HttpResponse.json({ data: { bookIds: [] } })),
    );
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('Go Back opens /books when there is no history', async () => {
    const user = userEvent.setup();
    serveDetail();
    const { router } = renderDetail();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/books');
  });

  it('Go Back returns to the previous page when there is one', async () => {
    const user = userEvent.setup();
    serveDetail();
    const { router } = renderWithProviders(<BookDetailPage />, {
      route: '/books?search=padma',
      path: '/books/:id',
      preloadedState: signedIn,
      routes: [{ path: '/books', element: <p>Book list</p> }],
    });
    await router.navigate(`/books/${book._id}`);
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/books');
    expect(router.state.location.search).toBe('?search=padma');
  });

  it('Go Back after sign-in replaced the first page of the tab goes to /books, not out of the shop', async () => {
    const user = userEvent.setup();
    serveDetail();
    // What the browser router leaves after /books/:id (a link from elsewhere) → /signin (replace) → the book (replace):
    // one entry, index 0, but not the first location's key.
    window.history.replaceState({ usr: null, key: 'after-sign-in', idx: 0 }, '', `/books/${book._id}`);
    const back = vi.spyOn(window.history, 'go');
    const store = makeStore(signedIn);
    render(
      <AppProvider store={store}>
        <BrowserRouter>
          <Routes>
            <Route path="/books/:id" element={<BookDetailPage />} />
            <Route path="/books" element={<p>Book list</p>} />
          </Routes>
        </BrowserRouter>
      </AppProvider>,
    );
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('Book list')).toBeInTheDocument();
    expect(back).not.toHaveBeenCalled();
    back.mockRestore();
  });

  it('a malformed book link says the book does not exist, not a connection problem', async () => {
    server.use(
      http.get(`${API}/books/:id`, () =>
        HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'id must be a UUID' }, { status: 400 }),
      ),
    );
    serveDetail({ detail: null });
    server.use(
      http.get(`${API}/books/:id`, () =>
        HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'id must be a UUID' }, { status: 400 }),
      ),
    );
    renderDetail('not-a-book-id');
    expect(await screen.findByText(BOOK_NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByText(LOAD_FAILED)).not.toBeInTheDocument();
  });
});

describe('BookDetailPage in Bangla', () => {
  afterEach(backToEnglish);

  it('shows the price, date and stock in Bengali digits and the labels in Bangla', async () => {
    await showInBangla('books');
    serveDetail({ detail: { ...book, price: 1234.5 } });
    renderDetail();
    const article = await screen.findByRole('article', { name: book.name });
    expect(screen.getByTestId('detail-price')).toHaveTextContent(/^৳ ১,২৩৪\.৫০\/=$/);
    expect(screen.getByText(/প্রকাশকাল:/)).toHaveTextContent('প্রকাশকাল: ২০ নভেম্বর ২০২৬');
    expect(screen.getByText('স্টক:').parentElement).toHaveTextContent('স্টক: ৫');
    expect(screen.getByTestId('detail-authors')).toHaveTextContent(`লেখক: ${book.authors.join(', ')}`);
    expect(screen.getByRole('link', { name: 'বইটি কিনুন' })).toHaveAttribute('href', `/checkout/${book._id}`);
    expect(screen.getByRole('img', { name: `${book.name} বইয়ের প্রচ্ছদ` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ফিরে যান' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'আপনার পছন্দ হতে পারে আরও যে বই' })).toBeInTheDocument();
    // The book's own data (name, category, publisher, sku …) stays as the shop wrote it; every label is Bangla.
    const data = [book.name, book.description, book.category, book.publisher, book.language, book.sku.slice(0, 17)];
    expect(latinWords(article.textContent ?? '', ...data.map(String), ...book.authors)).toEqual([]);
  });

  it('offers to notify when out of stock, in Bangla', async () => {
    await showInBangla('books');
    serveDetail({ detail: { ...book, stock: 0 } });
    server.use(http.get(`${API}/books/:id/notify-me`, () => HttpResponse.json({ data: { requested: false } })));
    renderDetail();
    expect(await screen.findByRole('button', { name: 'স্টকে নেই' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'স্টকে এলে আমাকে জানান' })).toBeInTheDocument();
  });
});
