/**
 * Money after the sale: refunds, held orders' decisions, the audit trail, the reconciliation findings and
 * the CSV export's query. The SPA imports this file with `import type`.
 */
import { Type, type Static } from 'typebox';
import { REFUND_REASON_MAX } from '../limits';
import { Text } from './common';

// ---------------------------------------------------------------------------------------------------------------
// POST /orders/:id/refunds

export const RefundBody = Type.Object({
  amountPaisa: Type.Integer({
    minimum: 1,
    maximum: 2_000_000_000,
    description: 'Integer paisa, at most what is left unrefunded',
  }),
  reason: Text({ minLength: 1, maxLength: REFUND_REASON_MAX }),
  idempotencyKey: Type.String({
    pattern: '^[A-Za-z0-9_.:-]{8,100}$',
    description:
      'Made by the client once per refund it means (a retry or a second click sends the same key): one refund per key',
  }),
});
export type RefundBody = Static<typeof RefundBody>;

export const RefundStatus = Type.Enum(['requested', 'processing', 'success', 'failed']);
export type RefundStatus = Static<typeof RefundStatus>;

export const Refund = Type.Object({
  id: Type.String(),
  orderId: Type.Union([Type.String(), Type.Null()]),
  tranId: Type.String(),
  amountPaisa: Type.Integer(),
  reason: Type.String(),
  status: RefundStatus,
  refundRefId: Type.Union([Type.String(), Type.Null()], { description: "The gateway's refund_ref_id" }),
  gatewayMessage: Type.Union([Type.String(), Type.Null()]),
  automatic: Type.Boolean(),
  createdAt: Type.String(),
});
export type Refund = Static<typeof Refund>;
export const RefundResponse = Type.Object({ data: Refund });
export type RefundResponse = Static<typeof RefundResponse>;

// ---------------------------------------------------------------------------------------------------------------
// GET /books/:id/stock

export const BookStock = Type.Object({
  available: Type.Integer({ description: 'Copies a shopper can reserve now: what an admin edits as stock' }),
  reserved: Type.Integer({
    description: 'Copies held by payments in progress (pending or held for review), on top of available',
  }),
});
export type BookStock = Static<typeof BookStock>;
export const BookStockResponse = Type.Object({ data: BookStock });

// ---------------------------------------------------------------------------------------------------------------
// GET /admin/audit

export const AUDIT_ENTITIES = ['user', 'book', 'order', 'contact', 'refund'] as const;
export const AuditEntity = Type.Enum([...AUDIT_ENTITIES]);

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
export const DateText = Type.String({
  pattern: DATE,
  description: "A day in the shop's time zone (Asia/Dhaka), 'YYYY-MM-DD'",
});

export const AUDIT_PAGE_MAX = 100;

export const AuditQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_MAX, default: 25 }),
  admin: Type.Optional(Text({ maxLength: 254, description: 'The acting admin’s e-mail, or its start' })),
  entity: Type.Optional(AuditEntity),
  entityId: Type.Optional(Text({ maxLength: 100 })),
  from: Type.Optional(DateText),
  to: Type.Optional(DateText),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actorId: Type.Union([Type.String(), Type.Null()]),
  actorEmail: Type.String(),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.String(),
  before: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  after: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditList = Type.Object({
  data: Type.Object({
    result: Type.Array(AuditEntry),
    total: Type.Integer(),
    page: Type.Integer(),
    limit: Type.Integer(),
  }),
});
export type AuditList = Static<typeof AuditList>;

// ---------------------------------------------------------------------------------------------------------------
// GET /admin/payments/findings

export const FindingsQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
});
export type FindingsQuery = Static<typeof FindingsQuery>;

export const Finding = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  kind: Type.String({
    description:
      'paid_unmarked, expired, amount_mismatch, refund_processing, refund_completed, refund_failed, orphan_payment_refunded',
  }),
  orderId: Type.Union([Type.String(), Type.Null()]),
  tranId: Type.String(),
  detail: Type.String(),
  action: Type.String(),
});
export type Finding = Static<typeof Finding>;

export const FindingList = Type.Object({
  data: Type.Object({
    result: Type.Array(Finding),
    total: Type.Integer(),
    page: Type.Integer(),
    limit: Type.Integer(),
    processingRefunds: Type.Integer({ description: 'Refunds the gateway is still processing right now' }),
  }),
});
export type FindingList = Static<typeof FindingList>;

// ---------------------------------------------------------------------------------------------------------------
// GET /admin/orders.csv

export const EXPORT_MAX_DAYS = 366;
export const OrdersExportQuery = Type.Object({ from: DateText, to: DateText });
export type OrdersExportQuery = Static<typeof OrdersExportQuery>;

/** GET /admin/audit as the control panel asks it: a page and any filters (`limit` defaults to the panel's). */
export type AuditArgs = Partial<Omit<AuditQuery, 'page'>> & { page: number };
