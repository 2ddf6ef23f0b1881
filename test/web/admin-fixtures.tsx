import type { Book, Contact, User } from '../../domain/types';
import AdminPanel from '../../src/features/admin/AdminPanel';
import type { AdminSummary } from '../../domain/schemas/admin';
import type { Order as AdminOrder } from '../../domain/types';
import { makeBooks } from './book-fixtures';
import { API, http, HttpResponse, server } from './msw-server';
import { authState, renderWithProviders, signedInUser } from './render';

export const adminEmail = 'admin@boipoka.test';

export const makeUser = (n: number, overrides: Partial<User> = {}): User => ({
  _id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `reader${n}@boipoka.test`,
  displayName: `Reader ${n}`,
  phoneNumber: null,
  photoURL: null,
  role: 'user',
  status: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

export const makeOrder = (n: number, overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  _id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  createdAt: '2026-11-21T09:05:07.000Z',
  bookId: null,
  cus_name: `Customer ${n}`,
  cus_email: `customer${n}@boipoka.test`,
  cus_phone: '+8801911000003',
  cus_state: 'Dhaka',
  total_amount: 486,
  tran_id: `TRAN-${n}`,
  product_name: `A rather long product name number ${n}`,
  product_image: `/covers/${n}.svg`,
  product_category: 'Fiction',
  product_profile: 'A book.',
  paymentStatus: 'paid',
  deliveryStatus: 'pending',
  heldForReview: false,
  risk_title: null,
  refundedPaisa: 0,
  refundPendingPaisa: 0,
  ...overrides,
});

export const makeContact = (n: number, overrides: Partial<Contact> = {}): Contact => ({
  _id: `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Sender ${n}`,
  phone: '+8801711000000',
  email: `sender${n}@example.com`,
  address: 'Dhanmondi, Dhaka',
  message: `Message number ${n}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/**
 * An in-memory admin API with the contract of issue 10. `calls` counts requests per "METHOD path" so tests can
 * assert that a mutation made a list refetch through tag invalidation.
 */
export function fakeAdminApi(
  seed: { users?: User[]; books?: Book[]; orders?: AdminOrder[]; contacts?: Contact[]; viewerRole?: User['role'] } = {},
) {
  const db = {
    users: seed.users ?? [makeUser(1)],
    books: seed.books ?? makeBooks(3),
    orders: seed.orders ?? [makeOrder(1)],
    contacts: seed.contacts ?? [makeContact(1)],
  };
  const calls: string[] = [];
  const bodies: { method: string; path: string; body: unknown }[] = [];
  const count = (method: string, path: string) => calls.filter((call) => call === `${method} ${path}`).length;

  const page = <T,>(rows: T[], url: URL, totalKey: string) => {
    const p = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    return HttpResponse.json({
      data: { result: rows.slice((p - 1) * limit, p * limit), [totalKey]: rows.length, page: p, limit },
    });
  };
  const summary = (): AdminSummary => ({
    totalUsers: db.users.filter((user) => user.role !== 'superadmin').length,
    totalBooks: db.books.length,
    totalOrders: db.orders.length,
    totalContacts: db.contacts.length,
    revenuePaisa: db.orders
      .filter((order) => order.paymentStatus === 'paid')
      .reduce((sum, order) => sum + order.total_amount * 100, 0),
    awaitingConfirmation: db.orders.filter(
      (order) => order.paymentStatus === 'paid' && order.deliveryStatus === 'pending',
    ).length,
    paidPerDay: [],
    paidPerMonth: [],
  });

  server.use(
    http.get(`${API}/admin/summary`, () => {
      calls.push('GET summary');
      return HttpResponse.json({ data: summary() });
    }),
    http.get(`${API}/users`, ({ request }) => {
      calls.push('GET users');
      const url = new URL(request.url);
      const search = url.searchParams.get('search')?.toLowerCase();
      return page(
        db.users.filter((user) => !search || user.email.includes(search)),
        url,
        'totalUsers',
      );
    }),
    http.get(`${API}/users/:email`, ({ params }) =>
      HttpResponse.json(makeUser(99, { email: String(params.email), role: seed.viewerRole ?? 'admin' })),
    ),
    http.put(`${API}/users/admin/remove/:email`, ({ params }) => {
      calls.push('PUT remove-admin');
      const user = db.users.find((row) => row.email === params.email);
      if (user) user.role = 'user';
      return HttpResponse.json({ acknowledged: true, modifiedCount: user ? 1 : 0 });
    }),
    http.put(`${API}/users/admin/:email`, ({ params }) => {
      calls.push('PUT make-admin');
      const user = db.users.find((row) => row.email === params.email);
      if (user) user.role = 'admin';
      return HttpResponse.json({ acknowledged: true, modifiedCount: user ? 1 : 0 });
    }),
    http.delete(`${API}/users/:id`, ({ params }) => {
      calls.push('DELETE users');
      const before = db.users.length;
      db.users = db.users.filter((row) => row._id !== params.id);
      return HttpResponse.json({ acknowledged: true, deletedCount: before - db.users.length });
    }),
    http.get(`${API}/books`, ({ request }) => {
      calls.push('GET books');
      const url = new URL(request.url);
      const search = url.searchParams.get('search')?.toLowerCase();
      return page(
        db.books.filter((book) => !search || book.name.toLowerCase().includes(search)),
        url,
        'totalBooks',
      );
    }),
    http.get(`${API}/books/categories`, () => {
      calls.push('GET categories');
      const categories = [...new Set(db.books.map((book) => book.category))].sort();
      return HttpResponse.json({ data: { result: categories.map((category) => ({ category, count: 1 })) } });
    }),
    http.post(`${API}/books`, async ({ request }) => {
      calls.push('POST books');
      const body = (await request.json()) as Omit<Book, '_id' | 'sku' | 'createdAt'>;
      bodies.push({ method: 'POST', path: 'books', body });
      const book: Book = {
        ...body,
        _id: `40000000-0000-4000-8000-${String(db.books.length + 1).padStart(12, '0')}`,
        sku: 'SKU-1-x',
        createdAt: new Date().toISOString(),
      };
      db.books = [book, ...db.books];
      return HttpResponse.json({ status: 'Successful', data: book }, { status: 201 });
    }),
    http.patch(`${API}/books/:id`, async ({ request, params }) => {
      calls.push('PATCH books');
      const body = (await request.json()) as Partial<Book>;
      bodies.push({ method: 'PATCH', path: `books/${params.id}`, body });
      const book = db.books.find((row) => row._id === params.id);
      if (!book)
        return HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'No such book' }, { status: 404 });
      Object.assign(book, body);
      return HttpResponse.json({ status: 'Successful', data: book });
    }),
    http.delete(`${API}/books/:id`, ({ params }) => {
      calls.push('DELETE books');
      const before = db.books.length;
      db.books = db.books.filter((row) => row._id !== params.id);
      return HttpResponse.json({ deletedCount: before - db.books.length });
    }),
    http.get(`${API}/books/:id/stock`, ({ params }) => {
      const book = db.books.find((row) => row._id === params.id);
      return HttpResponse.json({ data: { available: book?.stock ?? 0, reserved: 1 } });
    }),
    http.get(`${API}/orders`, ({ request }) => {
      const filter = new URL(request.url).searchParams.get('filter');
      if (filter === 'held') {
        calls.push('GET orders?filter=held');
        return page(
          db.orders.filter((order) => order.heldForReview),
          new URL(request.url),
          'totalOrders',
        );
      }
      calls.push('GET orders');
      const url = new URL(request.url);
      const search = url.searchParams.get('search')?.toLowerCase();
      return page(
        db.orders.filter((order) => !search || order.tran_id.toLowerCase() === search || order.cus_email === search),
        url,
        'totalOrders',
      );
    }),
    http.put(`${API}/orders/:id`, ({ params }) => {
      calls.push('PUT orders');
      const order = db.orders.find((row) => row._id === params.id);
      if (!order || order.paymentStatus !== 'paid' || order.deliveryStatus !== 'pending')
        return HttpResponse.json(
          { status: 'fail', error: 'Only a paid order awaiting delivery can be confirmed' },
          { status: 409 },
        );
      order.deliveryStatus = 'confirmed';
      return HttpResponse.json({ status: 'Successful', modifiedCount: 1 });
    }),
    http.delete(`${API}/orders/:id`, ({ params }) => {
      calls.push('DELETE orders');
      const order = db.orders.find((row) => row._id === params.id);
      if (order?.paymentStatus === 'paid')
        return HttpResponse.json({ status: 'fail', error: 'A paid order cannot be deleted' }, { status: 409 });
      db.orders = db.orders.filter((row) => row._id !== params.id);
      return HttpResponse.json({ status: 'Successful', deletedCount: order ? 1 : 0 });
    }),
    http.post(`${API}/orders/:id/accept`, ({ params }) => {
      calls.push('POST accept');
      const order = db.orders.find((row) => row._id === params.id);
      if (!order?.heldForReview)
        return HttpResponse.json(
          { status: 'fail', error: 'Only an order held for review can be accepted' },
          { status: 409 },
        );
      Object.assign(order, { heldForReview: false, paymentStatus: 'paid' });
      return HttpResponse.json({ status: 'Successful', modifiedCount: 1 });
    }),
    http.post(`${API}/orders/:id/refunds`, async ({ params, request }) => {
      calls.push('POST refunds');
      const body = (await request.json()) as { amountPaisa: number; reason: string; idempotencyKey: string };
      bodies.push({ method: 'POST', path: `orders/${String(params.id)}/refunds`, body });
      const order = db.orders.find((row) => row._id === params.id)!;
      order.refundPendingPaisa += body.amountPaisa;
      return HttpResponse.json({
        data: {
          id: `refund-${body.idempotencyKey}`,
          orderId: order._id,
          tranId: order.tran_id,
          amountPaisa: body.amountPaisa,
          reason: body.reason,
          status: 'processing',
          refundRefId: 'R1',
          gatewayMessage: null,
          automatic: false,
          createdAt: '2026-11-25T10:00:00.000Z',
        },
      });
    }),
    http.get(`${API}/contacts`, ({ request }) => {
      calls.push('GET contacts');
      return page(db.contacts, new URL(request.url), 'totalContacts');
    }),
    http.delete(`${API}/contacts/:id`, ({ params }) => {
      calls.push('DELETE contacts');
      const before = db.contacts.length;
      db.contacts = db.contacts.filter((row) => row._id !== params.id);
      return HttpResponse.json({ deletedCount: before - db.contacts.length });
    }),
  );
  return { db, calls, count, bodies };
}

/** The control panel at `route`, signed in as an admin (the guards are the router's, tested in guards.test.tsx). */
export function renderPanel(route: string) {
  return renderWithProviders(<AdminPanel />, {
    route,
    path: '/cpanel/*',
    preloadedState: {
      auth: authState({
        user: { ...signedInUser, email: adminEmail, displayName: 'Demo Admin' },
        accessToken: 'access-admin',
        isAdmin: true,
      }),
    },
  });
}
