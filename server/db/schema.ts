import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    firebaseUid: text('firebase_uid'),
    displayName: text('display_name'),
    phoneNumber: text('phone_number'),
    photoUrl: text('photo_url'),
    role: text('role', { enum: ['user', 'admin', 'superadmin'] })
      .notNull()
      .default('user'),
    status: text('status').notNull().default('active'),
    /** The language the user last used the shop in ('en' | 'bn'); null until known. */
    language: text('language', { enum: ['en', 'bn'] }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_created_at_idx').on(sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    // The admin list's e-mail search (LIKE '%…%' on the lower-cased e-mail).
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    check('users_role_check', sql`${t.role} IN ('user', 'admin', 'superadmin')`),
    check('users_language_check', sql`${t.language} IN ('en', 'bn')`),
  ],
);

export const books = pgTable(
  'books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    category: text('category').notNull(),
    stock: integer('stock').notNull().default(0),
    description: text('description').notNull(),
    sku: text('sku').notNull(),
    pricePaisa: integer('price_paisa').notNull(),
    /** Copies sold through paid orders; kept for the home page's 'top' sort. */
    soldCount: integer('sold_count').notNull().default(0),
    /** One or more authors, in the order the cover names them; empty for books added before authors existed. */
    authors: text('authors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publisher: text('publisher'),
    /** 'Bangla', 'English', …; free text, like the category. */
    language: text('language'),
    createdAt: createdAt(),
    /**
     * What catalogue search matches: lower(name), lower(category), the authors and the publisher, joined by newlines,
     * in NFC with Bengali digits as ASCII digits (the query is made the same way). LIKE on this one stored, lower-cased
     * column is ILIKE's result (name OR category) at a fraction of ILIKE's per-row cost, which keeps the count of a
     * broad search fast. Search text never contains control characters, so a match cannot span the newline.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`translate(normalize(lower(name) || chr(10) || lower(category) || chr(10) || lower(boipoka_authors_text(authors)) || chr(10) || lower(coalesce(publisher, '')), NFC), '০১২৩৪৫৬৭৮৯', '0123456789')`,
    ),
    /**
     * Set when an admin deletes a book that has orders: it leaves the catalogue (list, search, categories, related,
     * detail, checkout) but its row stays for the orders' history. Books without orders are erased instead.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('books_sku_key').on(t.sku),
    // The catalogue's indexes cover the live books only (WHERE archived_at IS NULL): every catalogue query says
    // `archived_at IS NULL`, so it walks them as before, and a count is still an index-only scan.
    // Plain DESC (not NULLS LAST) so ORDER BY created_at DESC, id DESC walks this index.
    index('books_created_at_idx')
      .on(sql`${t.createdAt} DESC`, sql`${t.id} DESC`)
      .where(sql`${t.archivedAt} IS NULL`),
    index('books_category_created_at_idx')
      .on(t.category, sql`${t.createdAt} DESC`, sql`${t.id} DESC`)
      .where(sql`${t.archivedAt} IS NULL`),
    index('books_sold_count_idx')
      .on(sql`${t.soldCount} DESC`, sql`${t.createdAt} DESC`, sql`${t.id} DESC`)
      .where(sql`${t.archivedAt} IS NULL`),
    index('books_search_text_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`${t.archivedAt} IS NULL`),
    check('books_stock_check', sql`${t.stock} >= 0`),
    check('books_price_check', sql`${t.pricePaisa} >= 0`),
  ],
);

/**
 * Live books (archived_at IS NULL) per category, kept by the triggers of migration 0007 on every insert, delete,
 * truncate and change of category or archived_at: the catalogue's totals are read here rather than counted per
 * request. A category's row may hold 0 after its last book left; the all-books total is the sum of the rows.
 */
export const bookCategoryCounts = pgTable('book_category_counts', {
  category: text('category').primaryKey(),
  live: integer('live').notNull(),
});

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    bookId: uuid('book_id').references(() => books.id, { onDelete: 'set null' }),
    cusName: text('cus_name').notNull(),
    cusEmail: text('cus_email').notNull(),
    cusPhone: text('cus_phone').notNull(),
    cusState: text('cus_state').notNull(),
    pricePaisa: integer('price_paisa').notNull(),
    taxPaisa: integer('tax_paisa').notNull(),
    serviceChargePaisa: integer('service_charge_paisa').notNull(),
    discountPaisa: integer('discount_paisa').notNull().default(0),
    totalAmountPaisa: integer('total_amount_paisa').notNull(),
    tranId: text('tran_id').notNull(),
    valId: text('val_id'),
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull(),
    productCategory: text('product_category').notNull(),
    productProfile: text('product_profile').notNull(),
    paymentStatus: text('payment_status', { enum: ['pending', 'paid', 'failed', 'cancelled', 'expired', 'refunded'] })
      .notNull()
      .default('pending'),
    deliveryStatus: text('delivery_status', { enum: ['pending', 'confirmed'] })
      .notNull()
      .default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** The gateway's session key from session init. */
    sessionKey: text('session_key'),
    /** A pending order's copy is reserved until then; the reconciler takes it after. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true, mode: 'date' }),
    /** Validated payment with risk_level 1: kept out of `paid` until an admin decides. */
    heldForReview: boolean('held_for_review').notNull().default(false),
    riskTitle: text('risk_title'),
    /** The payment method as the gateway reported it (card_type, e.g. 'BKASH-BKash'), shown on the receipt. */
    cardType: text('card_type'),
    /** The gateway's bank_tran_id from validation: what its refund API names the payment by. */
    bankTranId: text('bank_tran_id'),
    /** Paisa refunded so far (successful refunds); a full refund makes the order `refunded`. */
    refundedPaisa: integer('refunded_paisa').notNull().default(0),
    /** The review whose 15% discount this order carries: one live order per review (migration 0010). */
    discountReviewId: uuid('discount_review_id'),
    /** The language the shopper checked out in: the receipt and the order's mails are written in it. */
    language: text('language', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
  },
  (t) => [
    uniqueIndex('orders_tran_id_key').on(t.tranId),
    index('orders_created_at_idx').on(sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    index('orders_user_status_created_idx').on(t.userId, t.paymentStatus, sql`${t.createdAt} DESC`),
    index('orders_book_id_idx').on(t.bookId),
    // A book is bought once per customer: at most one paid order per (user, book).
    uniqueIndex('orders_one_paid_per_user_book')
      .on(t.userId, t.bookId)
      .where(sql`${t.paymentStatus} = 'paid'`),
    // One payment in progress per (user, book): a second init while one is pending is a 409, race-free.
    uniqueIndex('orders_one_pending_per_user_book')
      .on(t.userId, t.bookId)
      .where(sql`${t.paymentStatus} = 'pending'`),
    uniqueIndex('orders_val_id_key').on(t.valId),
    index('orders_user_created_idx').on(t.userId, sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    // The reconciler's queue: pending, not held, by reservation end.
    index('orders_pending_reserved_idx')
      .on(t.reservedUntil)
      .where(sql`${t.paymentStatus} = 'pending' AND ${t.heldForReview} = false`),
    // Order search: tran_id exact or prefix (text_pattern_ops serves LIKE 'x%'), e-mail and product name by trigram.
    index('orders_tran_id_pattern_idx').on(sql`${t.tranId} text_pattern_ops`),
    index('orders_cus_email_trgm_idx').using('gin', t.cusEmail.op('gin_trgm_ops')),
    index('orders_product_name_trgm_idx').using('gin', t.productName.op('gin_trgm_ops')),
    // The admin summary: revenue and paid orders per day are index-only scans of the paid orders.
    index('orders_paid_at_idx')
      .on(t.paidAt, t.totalAmountPaisa)
      .where(sql`${t.paymentStatus} = 'paid'`),
    // Orders awaiting delivery confirmation (paid, delivery pending), newest first.
    index('orders_awaiting_confirmation_idx')
      .on(sql`${t.createdAt} DESC`, sql`${t.id} DESC`)
      .where(sql`${t.paymentStatus} = 'paid' AND ${t.deliveryStatus} = 'pending'`),
    uniqueIndex('orders_one_order_per_discount')
      .on(t.discountReviewId)
      .where(sql`${t.discountReviewId} IS NOT NULL AND ${t.paymentStatus} IN ('pending', 'paid', 'refunded')`),
    index('orders_held_created_idx')
      .on(sql`${t.createdAt} DESC`, sql`${t.id} DESC`)
      .where(sql`${t.heldForReview} = true`),
    check('orders_refunded_check', sql`${t.refundedPaisa} >= 0 AND ${t.refundedPaisa} <= ${t.totalAmountPaisa}`),
    check('orders_language_check', sql`${t.language} IN ('en', 'bn')`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    image: text('image').notNull(),
    rating: real('rating').notNull(),
    review: text('review').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_order_id_key').on(t.orderId),
    index('reviews_created_at_idx').on(sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    index('reviews_user_id_idx').on(t.userId),
    check('reviews_rating_check', sql`${t.rating} >= 1 AND ${t.rating} <= 5`),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contacts_created_at_idx').on(sql`${t.createdAt} DESC`, sql`${t.id} DESC`)],
);

/**
 * The local sandbox gateway's own records (as a real gateway keeps them): one row per session init. Only the sandbox
 * reads or writes this table; the shop never does.
 */
export const sslcommerzSandboxSessions = pgTable(
  'sslcommerz_sandbox_sessions',
  {
    sessionKey: text('session_key').primaryKey(),
    storeId: text('store_id').notNull(),
    tranId: text('tran_id').notNull(),
    /** As sent by the merchant, e.g. '1080.00'. */
    totalAmount: text('total_amount').notNull(),
    currency: text('currency').notNull(),
    productName: text('product_name').notNull(),
    productCategory: text('product_category').notNull(),
    cusName: text('cus_name').notNull(),
    cusEmail: text('cus_email').notNull(),
    successUrl: text('success_url').notNull(),
    failUrl: text('fail_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    ipnUrl: text('ipn_url'),
    valueA: text('value_a'),
    /** PENDING until a button is chosen, then VALID, FAILED or CANCELLED. */
    status: text('status').notNull().default('PENDING'),
    valId: text('val_id'),
    bankTranId: text('bank_tran_id'),
    cardType: text('card_type'),
    riskLevel: integer('risk_level').notNull().default(0),
    validatedAt: timestamp('validated_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sslcommerz_sandbox_sessions_tran_id_idx').on(t.tranId),
    uniqueIndex('sslcommerz_sandbox_sessions_val_id_key').on(t.valId),
  ],
);

/** Key/value facts about this database, e.g. when the demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images (re-encoded WebP), served at /uploads/images/<name> by every API process. The uploader and the
 * time are kept for the per-account hourly limit; images no profile, book, order or review refers to are removed
 * a day after upload.
 */
export const images = pgTable(
  'images',
  {
    /** '<32 hex>.webp', the last part of the public URL. */
    name: text('name').primaryKey(),
    bytes: bytea('bytes').notNull(),
    contentType: text('content_type').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('images_owner_created_at_idx').on(t.ownerId, t.createdAt),
    index('images_created_at_idx').on(t.createdAt),
  ],
);

/** What happened to an order, in order: its timeline (created, paid, failed, held, accepted, confirmed, refunded …). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Who caused it when that was a person (an admin); null for the shopper's payment and the gateway. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Small facts about the event (an amount in paisa, the gateway's reason); never card data. */
    data: jsonb('data').$type<Record<string, unknown>>(),
  },
  (t) => [index('order_events_order_at_idx').on(t.orderId, t.at, t.id)],
);

/**
 * Mails waiting to be sent, written in the same transaction as the change that causes them; a worker sends them
 * (FOR UPDATE SKIP LOCKED) and marks each sent once. `dedupeKey` makes enqueueing the same mail twice a no-op.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    kind: text('kind').notNull(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    dedupeKey: text('dedupe_key'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_key').on(t.dedupeKey),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);

/**
 * Every admin action, append-only: written in the same transaction as the change; the API's database role may only
 * INSERT and SELECT it on PostgreSQL (docs/payments.md); triggers refuse UPDATE, DELETE and TRUNCATE (migration 0010).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index('audit_log_at_idx').on(sql`${t.at} DESC`, sql`${t.id} DESC`),
    index('audit_log_actor_at_idx').on(t.actorEmail, sql`${t.at} DESC`),
    index('audit_log_entity_at_idx').on(t.entity, t.entityId, sql`${t.at} DESC`),
    index('audit_log_entity_kind_at_idx').on(t.entity, sql`${t.at} DESC`),
    index('audit_log_actor_pattern_idx').on(sql`lower(${t.actorEmail}) text_pattern_ops`, sql`${t.at} DESC`),
  ],
);

/**
 * Refunds through the gateway's refund API: one row per admin request (or automatic refund of an orphan payment).
 * `idempotencyKey` makes a retried request the same refund; `refeId` is our reference sent to the gateway and
 * `refundRefId` the gateway's. Only `success` counts in orders.refunded_paisa; requested/processing reserve the amount.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    tranId: text('tran_id').notNull(),
    /** The gateway's name for the payment refunded (kept here too: an orphan payment has no order row). */
    bankTranId: text('bank_tran_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountPaisa: integer('amount_paisa').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['requested', 'processing', 'success', 'failed'] })
      .notNull()
      .default('requested'),
    refeId: text('refe_id').notNull(),
    refundRefId: text('refund_ref_id'),
    gatewayMessage: text('gateway_message'),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    automatic: boolean('automatic').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('refunds_refe_id_key').on(t.refeId),
    uniqueIndex('refunds_refund_ref_id_key').on(t.refundRefId),
    index('refunds_order_created_idx').on(t.orderId, t.createdAt),
    index('refunds_open_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.status} IN ('requested', 'processing')`),
    check('refunds_amount_check', sql`${t.amountPaisa} > 0`),
    check('refunds_status_check', sql`${t.status} IN ('requested', 'processing', 'success', 'failed')`),
  ],
);

/** What the periodic payment pass found and did (the reconciliation view), newest first. */
export const paymentFindings = pgTable(
  'payment_findings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    orderId: uuid('order_id'),
    tranId: text('tran_id').notNull(),
    detail: text('detail').notNull(),
    action: text('action').notNull(),
  },
  (t) => [index('payment_findings_at_idx').on(sql`${t.at} DESC`, sql`${t.id} DESC`)],
);

/** The local sandbox gateway's refunds (its own records): "processing" on the first status query, "success" after. */
export const sslcommerzSandboxRefunds = pgTable(
  'sslcommerz_sandbox_refunds',
  {
    refundRefId: text('refund_ref_id').primaryKey(),
    bankTranId: text('bank_tran_id').notNull(),
    refeId: text('refe_id').notNull(),
    amount: text('amount').notNull(),
    remarks: text('remarks').notNull(),
    checks: integer('checks').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sslcommerz_sandbox_refunds_refe_id_key').on(t.refeId),
    index('sslcommerz_sandbox_refunds_bank_tran_id_idx').on(t.bankTranId),
  ],
);

/** "Notify me when it is back": one per shopper and book, deleted when its back-in-stock mail is queued. */
export const stockNotifyRequests = pgTable(
  'stock_notify_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The language the shopper asked in: the back-in-stock mail is written in it. */
    language: text('language', { enum: ['en', 'bn'] })
      .notNull()
      .default('en'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.bookId] }),
    index('stock_notify_requests_book_idx').on(t.bookId, t.createdAt),
    check('stock_notify_requests_language_check', sql`${t.language} IN ('en', 'bn')`),
  ],
);
