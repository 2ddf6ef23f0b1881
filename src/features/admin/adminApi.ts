import type { Book, Contact, Order, User } from '../../../domain/types';
import type { AdminSummary, BookCreateBody } from '../../../domain/schemas/admin';
import type { PageArgs, Paged } from '../../../domain/schemas/common';
import type { AuditArgs, AuditEntry, Finding, Refund, RefundBody } from '../../../domain/schemas/money';
import type { OrderListQuery } from '../../../domain/schemas/orders';
import { api } from '../../store/api';

/** Rows per server page in the panel's lists; the 7-row (contacts: 4) toggle works within a page. */
export const ADMIN_PAGE_SIZE = 20;

const pageParams = ({ page, limit = ADMIN_PAGE_SIZE, search }: PageArgs) => ({
  page,
  limit,
  search: search || undefined,
});

/** LIST plus one tag per row, so a change to any row or to the list refetches the pages that show it. */
const listTags = <T extends { _id: string }>(
  type: 'Books' | 'Orders' | 'Users' | 'Contacts',
  rows: T[] | undefined,
) => [{ type, id: 'LIST' }, ...(rows ?? []).map((row) => ({ type, id: row._id }))];

const paged =
  <T>(totalKey: string) =>
  (response: { data: { result: T[]; page: number; limit: number } & Record<string, unknown> }): Paged<T> => ({
    result: response.data.result,
    total: Number(response.data[totalKey] ?? 0),
    page: response.data.page,
    limit: response.data.limit,
  });

/**
 * The control panel's endpoints. Every mutation invalidates the row's id and the LIST tag of its type; the summary
 * provides all four LIST tags, so the dashboard follows every change, and the storefront's book queries (which
 * provide Books LIST) refresh after a book changes.
 */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSummary: build.query<AdminSummary, void>({
      query: () => 'admin/summary',
      transformResponse: (response: { data: AdminSummary }) => response.data,
      providesTags: [
        { type: 'Users', id: 'LIST' },
        { type: 'Books', id: 'LIST' },
        { type: 'Orders', id: 'LIST' },
        { type: 'Contacts', id: 'LIST' },
      ],
    }),
    /** The signed-in admin's own record, for the role badge. */
    adminViewer: build.query<User, string>({
      query: (email) => `users/${encodeURIComponent(email)}`,
      providesTags: (result) => (result ? [{ type: 'Users', id: result._id }] : []),
    }),

    adminUsers: build.query<Paged<User>, PageArgs>({
      query: (args) => ({ url: 'users', params: pageParams(args) }),
      transformResponse: paged<User>('totalUsers'),
      providesTags: (result) => listTags('Users', result?.result),
    }),
    makeAdmin: build.mutation<{ modifiedCount: number }, User>({
      query: (user) => ({ url: `users/admin/${encodeURIComponent(user.email)}`, method: 'PUT' }),
      invalidatesTags: (_result, _error, user) => [
        { type: 'Users', id: user._id },
        { type: 'Users', id: 'LIST' },
      ],
    }),
    removeAdmin: build.mutation<{ modifiedCount: number }, User>({
      query: (user) => ({ url: `users/admin/remove/${encodeURIComponent(user.email)}`, method: 'PUT' }),
      invalidatesTags: (_result, _error, user) => [
        { type: 'Users', id: user._id },
        { type: 'Users', id: 'LIST' },
      ],
    }),
    deleteUser: build.mutation<{ deletedCount: number }, string>({
      query: (id) => ({ url: `users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Users', id },
        { type: 'Users', id: 'LIST' },
      ],
    }),

    adminBooks: build.query<Paged<Book>, PageArgs>({
      query: (args) => ({ url: 'books', params: pageParams(args) }),
      transformResponse: paged<Book>('totalBooks'),
      providesTags: (result) => listTags('Books', result?.result),
    }),
    /** The categories the form offers, so a new book joins an existing one instead of a near-duplicate. */
    adminBookCategories: build.query<string[], void>({
      query: () => 'books/categories',
      transformResponse: (response: { data: { result: { category: string }[] } }) =>
        response.data.result.map((row) => row.category),
      providesTags: [{ type: 'Books', id: 'CATEGORIES' }],
    }),
    addBook: build.mutation<{ status: string; data: Book }, BookCreateBody>({
      query: (body) => ({ url: 'books', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Books', id: 'LIST' },
        { type: 'Books', id: 'CATEGORIES' },
      ],
    }),
    updateBook: build.mutation<{ status: string; data: Book }, { id: string; changes: Partial<BookCreateBody> }>({
      query: ({ id, changes }) => ({ url: `books/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Books', id },
        { type: 'Books', id: 'LIST' },
        { type: 'Books', id: 'CATEGORIES' },
      ],
    }),
    deleteBook: build.mutation<{ deletedCount: number; status?: string }, string>({
      query: (id) => ({ url: `books/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Books', id },
        { type: 'Books', id: 'LIST' },
        { type: 'Books', id: 'CATEGORIES' },
      ],
    }),

    adminOrders: build.query<Paged<Order>, PageArgs & Pick<OrderListQuery, 'filter'>>({
      query: (args) => ({ url: 'orders', params: { ...pageParams(args), filter: args.filter } }),
      transformResponse: paged<Order>('totalOrders'),
      providesTags: (result) => listTags('Orders', result?.result),
    }),
    confirmOrder: build.mutation<{ status: string; modifiedCount?: number; error?: string }, string>({
      query: (id) => ({ url: `orders/${encodeURIComponent(id)}`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Orders', id },
        { type: 'Orders', id: 'LIST' },
      ],
    }),
    deleteOrder: build.mutation<{ status: string; deletedCount?: number; error?: string }, string>({
      query: (id) => ({ url: `orders/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Orders', id },
        { type: 'Orders', id: 'LIST' },
      ],
    }),

    acceptOrder: build.mutation<{ status: string; modifiedCount?: number; error?: string }, string>({
      query: (id) => ({ url: `orders/${encodeURIComponent(id)}/accept`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Orders', id },
        { type: 'Orders', id: 'LIST' },
      ],
    }),
    /**
     * One refund per idempotencyKey: the dialog makes one key when it opens, so a retry or double click is the same
     * refund.
     */
    refundOrder: build.mutation<Refund, RefundBody & { orderId: string }>({
      query: ({ orderId, ...body }) => ({ url: `orders/${encodeURIComponent(orderId)}/refunds`, method: 'POST', body }),
      transformResponse: (response: { data: Refund }) => response.data,
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Orders', id: orderId },
        { type: 'Orders', id: 'LIST' },
      ],
    }),
    bookStock: build.query<{ available: number; reserved: number }, string>({
      query: (id) => `books/${encodeURIComponent(id)}/stock`,
      transformResponse: (response: { data: { available: number; reserved: number } }) => response.data,
      providesTags: (_result, _error, id) => [
        { type: 'Books', id },
        { type: 'Orders', id: 'LIST' },
      ],
    }),
    adminAudit: build.query<Paged<AuditEntry>, AuditArgs>({
      query: (args) => ({
        url: 'admin/audit',
        params: Object.fromEntries(
          Object.entries({ limit: ADMIN_PAGE_SIZE, ...args }).filter(([, v]) => v !== '' && v !== undefined),
        ),
      }),
      transformResponse: paged<AuditEntry>('total'),
      providesTags: [
        { type: 'Orders', id: 'LIST' },
        { type: 'Books', id: 'LIST' },
        { type: 'Users', id: 'LIST' },
        { type: 'Contacts', id: 'LIST' },
      ],
    }),
    paymentFindings: build.query<Paged<Finding> & { processingRefunds: number }, { page: number }>({
      query: ({ page }) => ({ url: 'admin/payments/findings', params: { page, limit: ADMIN_PAGE_SIZE } }),
      transformResponse: (response: {
        data: { result: Finding[]; total: number; page: number; limit: number; processingRefunds: number };
      }) => response.data,
      providesTags: [{ type: 'Orders', id: 'LIST' }],
    }),

    adminContacts: build.query<Paged<Contact>, PageArgs>({
      query: (args) => ({ url: 'contacts', params: pageParams(args) }),
      transformResponse: paged<Contact>('totalContacts'),
      providesTags: (result) => listTags('Contacts', result?.result),
    }),
    deleteContact: build.mutation<{ deletedCount: number; status?: string }, string>({
      query: (id) => ({ url: `contacts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Contacts', id },
        { type: 'Contacts', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useAdminSummaryQuery,
  useAdminViewerQuery,
  useAdminUsersQuery,
  useMakeAdminMutation,
  useRemoveAdminMutation,
  useDeleteUserMutation,
  useAdminBooksQuery,
  useAdminBookCategoriesQuery,
  useAddBookMutation,
  useUpdateBookMutation,
  useDeleteBookMutation,
  useAdminOrdersQuery,
  useConfirmOrderMutation,
  useDeleteOrderMutation,
  useAcceptOrderMutation,
  useRefundOrderMutation,
  useAdminAuditQuery,
  useBookStockQuery,
  usePaymentFindingsQuery,
  useAdminContactsQuery,
  useDeleteContactMutation,
} = adminApi;

/** The server's explanation of a failed mutation ({ error } or { message }), or null. */
export function serverErrorText(error: unknown): string | null {
  const data = (error as { data?: { error?: unknown; message?: unknown } } | undefined)?.data;
  if (
    data &&
    typeof data.error === 'string' &&
    data.error &&
    !/^(Conflict|Bad Request|Not Found|Forbidden)$/.test(data.error)
  )
    return data.error;
  if (data && typeof data.message === 'string' && data.message) return data.message;
  if (data && typeof data.error === 'string') return data.error;
  return null;
}
