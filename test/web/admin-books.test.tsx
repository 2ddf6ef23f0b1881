import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookFormSchema } from '../../src/features/admin/bookFormSchema';
import { booksApi } from '../../src/store/booksApi';
import { t } from './i18n';
import { fakeAdminApi, renderPanel } from './admin-fixtures';
import { makeBooks } from './book-fixtures';
import { API, http, HttpResponse, server } from './msw-server';

const cover = () => new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });

function fillBookForm(
  dialog: HTMLElement,
  values: { name: string; category: string; price: string; stock: string; description: string },
) {
  fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: values.name } });
  fireEvent.change(within(dialog).getByLabelText(/^Category/), { target: { value: values.category } });
  fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: values.price } });
  fireEvent.change(within(dialog).getByLabelText(/^Stock/), { target: { value: values.stock } });
  fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: values.description } });
}

describe('Manage Books', { timeout: 20_000 }, () => {
  it('shows Total Books from the server, the table, and the 7-row toggle', async () => {
    fakeAdminApi({ books: makeBooks(8) });
    renderPanel('/cpanel/mbooks');
    expect(await screen.findByRole('heading', { name: 'Total Books: 8' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Books' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Index', 'Image', 'Name', 'Category', 'Price', 'Action']);
    expect(screen.getAllByTestId('book-row')).toHaveLength(7);
    expect(screen.getAllByTestId('book-row')[0]).toHaveTextContent('৳ 450.00');
    await userEvent.click(screen.getByText('See More Books', { selector: 'button' }));
    expect(screen.getAllByTestId('book-row')).toHaveLength(8);
    await userEvent.click(screen.getByText('See Less Books', { selector: 'button' }));
    expect(screen.getAllByTestId('book-row')).toHaveLength(7);
  });

  it('Delete Book shows name, category, price, sku and stock; after deleting, the list is fetched again', async () => {
    const api = fakeAdminApi({ books: makeBooks(2) });
    renderPanel('/cpanel/mbooks');
    await userEvent.click(await screen.findByLabelText('Delete Book number 1'));
    const dialog = screen.getByRole('dialog', { name: 'Delete Book' });
    for (const text of ['Book number 1', 'Bangla Literature', '৳ 450.00', 'SKU-1732100000000-ab12cd', '12'])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(api.count('GET', 'books')).toBe(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(t('admin.books.deleted', { id: '00000000-0000-4000-8000-000000000001' }))).toBeInTheDocument();
    await waitFor(() => expect(api.count('GET', 'books')).toBe(2));
    await waitFor(() => expect(screen.getAllByTestId('book-row')).toHaveLength(1));
    expect(screen.queryByText('Book number 1')).not.toBeInTheDocument();
  });

  it('during a search the heading keeps the catalogue total and says how many match, also after deleting the only match', async () => {
    fakeAdminApi({ books: makeBooks(3) });
    renderPanel('/cpanel/mbooks');
    expect(await screen.findByRole('heading', { name: 'Total Books: 3' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search books by name'), 'number 2{Enter}');
    expect(await screen.findByTestId('books-matching')).toHaveTextContent(t('admin.books.matching', { count: '1' }));
    expect(screen.getByRole('heading', { name: /^Total Books: 3/ })).toBeInTheDocument();
    await userEvent.click(await screen.findByLabelText('Delete Book number 2'));
    const dialog = screen.getByRole('dialog', { name: 'Delete Book' });
    expect(within(dialog).getByText(t('admin.books.archives'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('books-matching')).toHaveTextContent(t('admin.books.matching', { count: '0' })));
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Total Books: 2/ })).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: /^Total Books: 0/ })).not.toBeInTheDocument();
  });

  it("a failed delete says 'Something went wrong...'", async () => {
    fakeAdminApi({ books: makeBooks(1) });
    server.use(
      http.delete(`${API}/books/:id`, () =>
        HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Admins only' }, { status: 403 }),
      ),
    );
    renderPanel('/cpanel/mbooks');
    await userEvent.click(await screen.findByLabelText('Delete Book number 1'));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Book' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(t('admin.error.somethingWrong'))).toBeInTheDocument();
  });

  it('the form requires every field and checks price and stock; nothing is sent', async () => {
    const api = fakeAdminApi({ books: [] });
    renderPanel('/cpanel/mbooks');
    await userEvent.click(await screen.findByText('Add Books', { selector: 'button' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Books' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Book' }));
    for (const text of [
      t('admin.bookForm.error.nameRequired'),
      t('admin.bookForm.error.categoryRequired'),
      t('admin.bookForm.error.priceRequired'),
      t('admin.bookForm.error.stockRequired'),
      t('admin.bookForm.error.descriptionRequired'),
      t('admin.bookForm.error.imageRequired'),
    ])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '12.345' } });
    fireEvent.change(within(dialog).getByLabelText(/^Stock/), { target: { value: '1.5' } });
    expect(await within(dialog).findByText(t('admin.bookForm.error.priceInvalid'))).toBeInTheDocument();
    expect(within(dialog).getByText(t('admin.bookForm.error.stockInvalid'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Book' }));
    expect(api.count('POST', 'books')).toBe(0);
  });

  it('uploads the cover first (with a progress bar), only then creates the book; the form resets and the list refetches', async () => {
    const api = fakeAdminApi({ books: makeBooks(1) });
    let finishUpload: () => void = () => {};
    const uploaded = new Promise<void>((resolve) => (finishUpload = resolve));
    const order: string[] = [];
    server.use(
      http.post(`${API}/images`, async ({ request }) => {
        const form = await request.formData();
        expect(typeof form.get('image')).not.toBe('string');
        expect(form.get('image')).not.toBeNull();
        expect(request.headers.get('authorization')).toBe('Bearer access-admin');
        order.push('upload');
        await uploaded;
        return HttpResponse.json({ success: true, data: { url: '/uploads/images/new-cover.webp' } });
      }),
    );
    renderPanel('/cpanel/mbooks');
    await userEvent.click(await screen.findByText('Add Books', { selector: 'button' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Books' });
    fillBookForm(dialog, {
      name: 'Nakshi Kanthar Math',
      category: 'Poetry',
      price: '320.50',
      stock: '4',
      description: 'A long poem.',
    });
    fireEvent.change(within(dialog).getByLabelText(/^Authors/), {
      target: { value: ' Jasimuddin, , Syed Ali Ahsan ' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Publisher/), { target: { value: 'Palok Publishers' } });
    fireEvent.change(within(dialog).getByLabelText(/^Language/), { target: { value: 'Bangla' } });
    await userEvent.upload(within(dialog).getByLabelText('Book image'), cover());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Book' }));

    expect(await within(dialog).findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    await waitFor(() => expect(order).toEqual(['upload']));
    expect(api.count('POST', 'books')).toBe(0); // nothing is created before the cover is stored
    finishUpload();

    expect(await screen.findByText(t('admin.bookForm.added'))).toBeInTheDocument();
    expect(api.bodies.find((entry) => entry.method === 'POST')?.body).toEqual({
      name: 'Nakshi Kanthar Math',
      category: 'Poetry',
      authors: ['Jasimuddin', 'Syed Ali Ahsan'],
      publisher: 'Palok Publishers',
      language: 'Bangla',
      price: 320.5,
      stock: 4,
      description: 'A long poem.',
      image: '/uploads/images/new-cover.webp',
    });
    await waitFor(() => expect(api.count('GET', 'books')).toBe(2));
    expect(await screen.findByText('Nakshi Kanthar Math')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Total Books: 2' })).toBeInTheDocument();

    // The form is empty when opened again.
    await userEvent.click(screen.getByText('Add Books', { selector: 'button' }));
    const again = await screen.findByRole('dialog', { name: 'Add Books' });
    expect(within(again).getByLabelText(/^Name/)).toHaveValue('');
    expect(within(again).getByLabelText(/^Price/)).toHaveValue('');
    expect(within(again).queryByText('cover.png')).not.toBeInTheDocument();
  });

  it('a failed upload creates no book', async () => {
    const api = fakeAdminApi({ books: [] });
    server.use(
      http.post(`${API}/images`, () =>
        HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'Not an image' }, { status: 400 }),
      ),
    );
    renderPanel('/cpanel/mbooks');
    await userEvent.click(await screen.findByText('Add Books', { selector: 'button' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Books' });
    fillBookForm(dialog, { name: 'X', category: 'Y', price: '1', stock: '0', description: 'Z' });
    await userEvent.upload(within(dialog).getByLabelText('Book image'), cover());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Book' }));
    expect(await within(dialog).findByText('Not an image')).toBeInTheDocument();
    expect(api.count('POST', 'books')).toBe(0);
  });

  it('Edit opens the form filled in and PATCHes the book without a new upload; the row updates', async () => {
    const api = fakeAdminApi({ books: makeBooks(1) });
    renderPanel('/cpanel/mbooks');
    await userEvent.click(await screen.findByLabelText('Edit Book number 1'));
    const dialog = screen.getByRole('dialog', { name: 'Edit Book number 1' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Book number 1');
    expect(within(dialog).getByLabelText(/^Stock/)).toHaveValue('12');
    // Stock is the available count; the copies reserved by payments in progress are shown on top.
    expect(await within(dialog).findByTestId('reserved-copies')).toHaveTextContent(
      'Reserved by payments in progress: 1',
    );
    const price = within(dialog).getByLabelText(/^Price/);
    expect(price).toHaveValue('450');
    fireEvent.change(price, { target: { value: '399.99' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Book' }));
    expect(await screen.findByText('Book Updated Successfully: “Book number 1”')).toBeInTheDocument();
    const patch = api.bodies.find((entry) => entry.method === 'PATCH');
    expect(patch?.path).toBe('books/00000000-0000-4000-8000-000000000001');
    expect(patch?.body).toMatchObject({
      price: 399.99,
      image: '/covers/the-songs-of-padma-river.svg',
      authors: ['Manik Bandopadhyay'],
      publisher: 'Mowla Brothers',
    });
    expect(await screen.findByText('৳ 399.99')).toBeInTheDocument();
  });
});

describe('the category field', () => {
  it('offers the existing categories, and a typed one differing only in case or spaces becomes the existing one', async () => {
    const api = fakeAdminApi({ books: makeBooks(1) });
    renderPanel('/cpanel/mbooks');
    await userEvent.click(await screen.findByLabelText('Edit Book number 1'));
    const dialog = screen.getByRole('dialog', { name: 'Edit Book number 1' });
    const category = within(dialog).getByLabelText(/^Category/);
    const listId = category.getAttribute('list') ?? '';
    await waitFor(() => expect(document.getElementById(listId)?.querySelectorAll('option').length).toBe(1));
    expect(document.getElementById(listId)?.querySelector('option')).toHaveAttribute('value', 'Bangla Literature');
    fireEvent.change(category, { target: { value: '  bangla   LITERATURE ' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Book' }));
    expect(await screen.findByText(t('admin.bookForm.updated', { name: 'Book number 1' }))).toBeInTheDocument();
    expect(api.bodies.find((entry) => entry.method === 'PATCH')?.body).toMatchObject({ category: 'Bangla Literature' });
  });
});

describe('the book form schema', () => {
  const valid = { name: 'N', category: 'C', price: '450', stock: '3', description: 'D', image: null };
  const ok = (values: Partial<typeof valid>, hasImage = true) =>
    bookFormSchema(t, 'en', hasImage).isValidSync({ ...valid, ...values });
  it('accepts a positive price with at most two decimals, and a whole stock of 0 or more', () => {
    for (const price of ['0.01', '12.5', '450', '399.99']) expect(ok({ price }), price).toBe(true);
    for (const price of ['0', '0.00', '-3', '12.345', 'abc', '1e3', ' ', '']) expect(ok({ price }), price).toBe(false);
    for (const stock of ['0', '7', '1200']) expect(ok({ stock }), stock).toBe(true);
    for (const stock of ['1.5', '-1', 'x', '']) expect(ok({ stock }), stock).toBe(false);
  });
  it('requires an image for a new book, not for one that has a cover', () => {
    expect(ok({}, false)).toBe(false);
    expect(ok({}, true)).toBe(true);
  });
});

describe("the storefront's book lists", { timeout: 20_000 }, () => {
  it('refetch after a book is deleted in the panel (Books LIST tag)', async () => {
    const api = fakeAdminApi({ books: makeBooks(2) });
    const { store } = renderPanel('/cpanel/mbooks');
    // The shop's catalogue query, as the book list page subscribes to it.
    const shop = store.dispatch(booksApi.endpoints.listBooks.initiate({ page: 1, limit: 12 }));
    await shop;
    const before = api.count('GET', 'books');
    await userEvent.click(await screen.findByLabelText('Delete Book number 2'));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Book' })).getByRole('button', { name: 'Delete' }),
    );
    // Both the panel's list and the shop's list are fetched again.
    await waitFor(() => expect(api.count('GET', 'books')).toBe(before + 2));
    await waitFor(() =>
      expect(booksApi.endpoints.listBooks.select({ page: 1, limit: 12 })(store.getState()).data?.totalBooks).toBe(1),
    );
    shop.unsubscribe();
  });
});
