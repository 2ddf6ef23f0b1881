import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { browserI18n } from '../../src/lib/i18n';
import { bookCategoriesPath, firstBooksPagePath } from '../../domain/catalogue-requests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from './user-event';
import BookListPage from '../../src/features/books/BookListPage';
import { t } from './i18n';
import { listResponse, makeBooks } from './book-fixtures';
import { API, http, HttpResponse, server } from './msw-server';
import { ServerPage, useHydrating } from '../../src/lib/serverPage';
import { authState, renderWithProviders, signedInUser } from './render';
import { makeStore } from '../../src/app/store';
import { backToEnglish, latinWords, showInBangla } from './bangla';

/** ErrorState's words (a shared component), as SPEC.md has them. */
const LOAD_FAILED = 'Could not load this. Check your connection and try again.';

const CATEGORIES = {
  data: {
    result: [
      { category: 'Fiction', count: 20 },
      { category: 'History', count: 10 },
    ],
  },
};

/** Serves GET /books (every request URL is recorded) and GET /books/categories. */
function serveBooks(
  respond: (url: URL) => ReturnType<typeof listResponse> | Response = () => listResponse(makeBooks(4), 30),
) {
  const requests: URL[] = [];
  server.use(
    http.get(`${API}/books/categories`, () => HttpResponse.json(CATEGORIES)),
    http.get(`${API}/books`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const body = respond(url);
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return { requests, last: () => requests[requests.length - 1] };
}

const renderList = (route = '/books', options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(<BookListPage />, { route, path: '/books', ...options });

describe('BookListPage', () => {
  it('shows the title, the total count and one page of cards, asking for 12 books', async () => {
    const api = serveBooks();
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'All Of Our Books' })).toBeInTheDocument();
    expect(screen.getAllByTestId('book-card-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByText('Showing 30 Total Results')).toBeInTheDocument();
    // The cards render deferred (BookGrid), a moment after the count.
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4));
    expect(api.last().searchParams.get('limit')).toBe('12');
    expect(api.last().searchParams.get('page')).toBe('1');
    expect(api.last().searchParams.has('search')).toBe(false);
  });

  it('says "10,000+" when the server stopped counting a broad search at its cap', async () => {
    serveBooks(() => {
      const body = listResponse(makeBooks(4), 10_000);
      return { ...body, data: { ...body.data, totalIsCapped: true } };
    });
    renderList('/books?search=the');
    expect(await screen.findByText('Showing 10,000+ Total Results')).toBeInTheDocument();
  });

  it('searches trimmed, lower-cased text and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const api = serveBooks();
    const { router } = renderList();
    await screen.findByText('Showing 30 Total Results');
    await user.type(screen.getByPlaceholderText('Search Books By Title & Category'), '   Padma River  ');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(api.last().searchParams.get('search')).toBe('padma river'));
    expect(api.last().search).toContain('search=padma+river&');
    expect(router.state.location.search).toContain('search=padma+river');
  });

  it('searches on Enter too', async () => {
    const user = userEvent.setup();
    const api = serveBooks();
    renderList();
    await screen.findByText('Showing 30 Total Results');
    await user.type(screen.getByPlaceholderText('Search Books By Title & Category'), 'history{Enter}');
    await waitFor(() => expect(api.last().searchParams.get('search')).toBe('history'));
  });

  it('an empty (or blank) search resets the list', async () => {
    const user = userEvent.setup();
    const api = serveBooks();
    const { router } = renderList('/books?search=padma');
    await screen.findByText('Showing 30 Total Results');
    expect(api.last().searchParams.get('search')).toBe('padma');
    const box = screen.getByPlaceholderText('Search Books By Title & Category');
    expect(box).toHaveValue('padma');
    await user.clear(box);
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(api.last().searchParams.has('search')).toBe(false));
  });

  it('the X clears the box and the search', async () => {
    const user = userEvent.setup();
    const api = serveBooks();
    const { router } = renderList('/books?search=padma&page=2');
    await screen.findByText('Showing 30 Total Results');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByPlaceholderText('Search Books By Title & Category')).toHaveValue('');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(api.last().searchParams.has('search')).toBe(false));
    expect(api.last().searchParams.get('page')).toBe('1');
  });

  it('filters by category ("All Books" first) and starts again at page 1', async () => {
    const user = userEvent.setup();
    const api = serveBooks();
    const { router } = renderList('/books?page=3');
    await screen.findByText('Showing 30 Total Results');
    // The browser's own <select> (the phone's picker): its options once the categories have loaded.
    const select = screen.getByRole('combobox', { name: 'Select Book Category' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All Books', 'Fiction', 'History']),
    );
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'History');
    await waitFor(() => expect(api.last().searchParams.get('category')).toBe('History'));
    expect(api.last().searchParams.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?category=History');
    expect(screen.getByRole('combobox', { name: 'Select Book Category' })).toHaveValue('History');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Select Book Category' }), 'All Books');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(api.last().searchParams.has('category')).toBe(false));
  });

  it('shows a clear empty state when nothing matches', async () => {
    serveBooks(() => listResponse([], 0));
    renderList('/books?search=zzzz');
    expect(await screen.findByText(t('books.list.noneFound'))).toBeInTheDocument();
    expect(screen.getByText('Showing 0 Total Results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all books' })).toBeInTheDocument();
    expect(document.querySelector('svg[aria-hidden]')).not.toBeNull();
  });

  it('pages with 12 per page, keeps the page in the URL, and Back returns', async () => {
    const user = userEvent.setup();
    const api = serveBooks((url) => listResponse(makeBooks(4), 30, Number(url.searchParams.get('page'))));
    const { router } = renderList();
    await screen.findByText('Showing 30 Total Results');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Go to page 4' })).not.toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(api.last().searchParams.get('page')).toBe('2'));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() =>
      expect(within(pages).getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page'),
    );

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'page 1' }),
      ).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('asks for no message for the ellipses (a missing one is a console warning in the built shop)', async () => {
    const missing: string[] = [];
    const stopListening = browserI18n.on('missing', ({ id }) => missing.push(id));
    try {
      serveBooks((url) => listResponse(makeBooks(4), 300, Number(url.searchParams.get('page'))));
      renderList('/books?page=12');
      await screen.findByText('Showing 300 Total Results');
      const pages = await screen.findByRole('navigation', { name: 'Pages' });
      expect(within(pages).getAllByText('…')).toHaveLength(2);
      expect(missing).toEqual([]);
    } finally {
      stopListening();
    }
  });

  it('reads search, category and page from a shared link', async () => {
    const api = serveBooks();
    renderList('/books?search=river&category=Fiction&page=2');
    await screen.findByText('Showing 30 Total Results');
    expect(api.last().searchParams.get('search')).toBe('river');
    expect(api.last().searchParams.get('category')).toBe('Fiction');
    expect(api.last().searchParams.get('page')).toBe('2');
    expect(screen.getByPlaceholderText('Search Books By Title & Category')).toHaveValue('river');
    expect(screen.getByRole('combobox', { name: 'Select Book Category' })).toHaveDisplayValue('Fiction');
  });

  it('shows an error with Retry when the request fails, and recovers', async () => {
    const user = userEvent.setup();
    let fail = true;
    serveBooks(() => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : listResponse(makeBooks(3), 3)));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 3 Total Results')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks the books the signed-in user bought as Already Purchased', async () => {
    const books = makeBooks(3);
    serveBooks(() => listResponse(books, 3));
    let authHeader: string | null = null;
    const catalogueReads: Array<{ url: string; authorization: string | null }> = [];
    server.events.on('request:start', ({ request }) => {
      if (!request.url.includes('/purchases'))
        catalogueReads.push({ url: request.url, authorization: request.headers.get('authorization') });
    });
    server.use(
      http.get(`${API}/purchases`, ({ request }) => {
        authHeader = request.headers.get('authorization');
        return HttpResponse.json({ data: { bookIds: [books[1]._id] } });
      }),
    );
    renderList('/books', { preloadedState: { auth: authState({ user: signedInUser, accessToken: 'token-1' }) } });
    expect(await screen.findByText('Already Purchased')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(authHeader).toBe('Bearer token-1');
    // The catalogue is public: read without the token, at the very URLs the server preloads for /books (a preload is
    // used only by a request for the same URL without extra headers).
    expect(catalogueReads.map(({ url }) => url).sort()).toEqual(
      [`${API}/${bookCategoriesPath()}`, `${API}/${firstBooksPagePath()}`].sort(),
    );
    expect(catalogueReads.every(({ authorization }) => authorization === null)).toBe(true);
    server.events.removeAllListeners();
  });

  it('never shows a bought book as available first: its card is neutral until the purchases arrive', async () => {
    const books = makeBooks(3);
    serveBooks(() => listResponse(books, 3));
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${API}/purchases`, async () => {
        await answered;
        return HttpResponse.json({ data: { bookIds: [books[1]._id] } });
      }),
    );
    renderList('/books', { preloadedState: { auth: authState({ user: signedInUser, accessToken: 'token-1' }) } });
    expect(await screen.findByText('Showing 3 Total Results')).toBeInTheDocument();
    // The cards are drawn, neither offered (no link) nor marked, while the purchases are on their way.
    expect(await screen.findAllByTestId('book-card-content')).toHaveLength(3);
    expect(screen.queryAllByRole('link', { name: new RegExp(books[1].name.slice(0, 10)) })).toHaveLength(0);
    expect(screen.queryByText('Already Purchased')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('Already Purchased')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Tk|৳/ })).toHaveLength(2);
  });

  it("asks for a signed-in shopper's purchases once the server's page is hydrated, not while it is", async () => {
    // A store update while React hydrates re-renders the page at once, and the rest of the hydration with it.
    const books = makeBooks(3);
    serveBooks(() => listResponse(books, 3));
    server.use(http.get(`${API}/purchases`, () => HttpResponse.json({ data: { bookIds: [books[1]._id] } })));
    const store = makeStore({ auth: authState({ user: signedInUser, accessToken: 'token-1' }) });
    const asked = () => Object.keys(store.getState().api.queries).some((key) => key.startsWith('myPurchases'));
    const seen: string[] = [];
    // Its effects run before the page's own (a sibling before it): what the store holds as the hydration ends.
    const HydrationProbe = () => {
      const hydrating = useHydrating();
      useEffect(
        () => void seen.push(`${hydrating ? 'hydrating' : 'hydrated'}, purchases asked: ${asked()}`),
        [hydrating],
      );
      return null;
    };
    renderWithProviders(
      <ServerPage renderedAt={1_700_000_000_000}>
        <HydrationProbe />
        <BookListPage />
      </ServerPage>,
      { route: '/books', path: '/books', store },
    );
    expect(await screen.findByText('Already Purchased')).toBeInTheDocument();
    expect(seen).toEqual(['hydrating, purchases asked: false', 'hydrated, purchases asked: false']);
  });

  it('does not ask for purchases when signed out', async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requested.push(new URL(request.url).pathname);
    });
    serveBooks(() => listResponse(makeBooks(2), 2));
    renderList();
    await screen.findByText('Showing 2 Total Results');
    expect(requested).not.toContain('/api/v1/purchases');
    expect(screen.queryByText('Already Purchased')).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });
});

describe('BookListPage in Bangla', () => {
  afterEach(backToEnglish);

  it('counts, pages and filters in Bangla, with Bengali digits and lakh grouping', async () => {
    await showInBangla('books');
    serveBooks(() => listResponse(makeBooks(4), 123_456));
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'আমাদের সব বই' })).toBeInTheDocument();
    expect(await screen.findByText('মোট ১,২৩,৪৫৬টি ফলাফল')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'পাতা' });
    expect(within(pages).getByRole('button', { name: 'পাতা ১' })).toHaveTextContent('১');
    expect(within(pages).getByRole('button', { name: '২ নম্বর পাতায় যান' })).toHaveTextContent('২');
    expect(within(pages).getByRole('button', { name: 'পরের পাতায় যান' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'ক্যাটাগরি বাছাই করুন' });
    expect(within(select).getByRole('option', { name: 'সব বই' })).toBeInTheDocument();
    // A known category is named in Bangla; its value stays the shop's name, which the API filters by.
    expect(within(select).getByRole('option', { name: 'ইতিহাস' })).toHaveValue('History');
    expect(screen.getByPlaceholderText('বইয়ের নাম বা ক্যাটাগরি দিয়ে খুঁজুন')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'খুঁজুন' })).toBeInTheDocument();
    // The cards are the shared BookCard's; the page's own words are all Bangla (category names are the shop's data).
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(latinWords(header.textContent ?? '')).toEqual([]);
    expect(latinWords(pages.textContent ?? '')).toEqual([]);
  });

  it('says nothing matched, in Bangla', async () => {
    await showInBangla('books');
    serveBooks(() => listResponse([], 0));
    renderList('/books?search=zzzz');
    expect(await screen.findByText('আপনার খোঁজের সঙ্গে মেলে এমন কোনো বই পাওয়া যায়নি।')).toBeInTheDocument();
    expect(screen.getByText('মোট ০টি ফলাফল')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'সব বই দেখুন' })).toBeInTheDocument();
  });
});
