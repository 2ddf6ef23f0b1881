/** Rows inserted straight into the database (drizzle) for the catalogue, review and purchase tests. */
import { randomBytes } from 'node:crypto';
import { priceBreakdown } from '../../domain/pricing';
import type { PaymentStatus } from '../../domain/types';
import type { Db } from '../../server/db/client';
import { books, orders, reviews } from '../../server/db/schema';

export type NewBook = typeof books.$inferInsert;
export type BookRecord = typeof books.$inferSelect;
export type OrderRecord = typeof orders.$inferSelect;

const MINUTE = 60_000;
let skuCounter = 0;

/** A complete book row; `minutesAgo` sets created_at relative to `now`. */
export function bookFixture(overrides: Partial<NewBook> & { minutesAgo?: number; now?: number } = {}): NewBook {
  const { minutesAgo = 0, now = Date.now(), ...rest } = overrides;
  skuCounter += 1;
  return {
    name: `Fixture Book ${skuCounter}`,
    category: 'Fixtures',
    image: '/uploads/covers/fixture.svg',
    description: 'A book made for a test.',
    sku: `SKU-TEST-${randomBytes(4).toString('hex')}-${skuCounter}`,
    pricePaisa: 50_000,
    stock: 10,
    soldCount: 0,
    createdAt: new Date(now - minutesAgo * MINUTE),
    ...rest,
  };
}

export async function insertBooks(db: Db, values: NewBook[]): Promise<BookRecord[]> {
  const out: BookRecord[] = [];
  for (let i = 0; i < values.length; i += 500)
    out.push(
      ...(await db
        .insert(books)
        .values(values.slice(i, i + 500))
        .returning()),
    );
  return out;
}

export interface OrderFixture {
  userId: string | null;
  book: Pick<BookRecord, 'id' | 'name' | 'image' | 'category' | 'description' | 'pricePaisa'>;
  paymentStatus?: PaymentStatus;
  customer?: { name?: string; email?: string; phone?: string; address?: string };
  tranId?: string;
  createdAt?: Date;
  /** Keep the product snapshot but unlink the book (as when it was deleted). */
  unlinkBook?: boolean;
}

export function orderFixture(input: OrderFixture): typeof orders.$inferInsert {
  const price = priceBreakdown(input.book.pricePaisa, false);
  const customer = input.customer ?? {};
  return {
    userId: input.userId,
    bookId: input.unlinkBook ? null : input.book.id,
    cusName: customer.name ?? 'Test Customer',
    cusEmail: customer.email ?? `buyer-${randomBytes(4).toString('hex')}@example.com`,
    cusPhone: customer.phone ?? '+8801711000000',
    cusState: customer.address ?? 'House 1, Road 1, Dhaka',
    pricePaisa: price.pricePaisa,
    taxPaisa: price.taxPaisa,
    serviceChargePaisa: price.serviceChargePaisa,
    discountPaisa: 0,
    totalAmountPaisa: price.grandTotalPaisa,
    tranId: input.tranId ?? `BPK-TEST-${randomBytes(6).toString('hex').toUpperCase()}`,
    productName: input.book.name,
    productImage: input.book.image,
    productCategory: input.book.category,
    productProfile: input.book.description,
    paymentStatus: input.paymentStatus ?? 'paid',
    paidAt: (input.paymentStatus ?? 'paid') === 'paid' ? new Date() : null,
    ...(input.createdAt && { createdAt: input.createdAt }),
  };
}

export async function insertOrders(db: Db, values: OrderFixture[]): Promise<OrderRecord[]> {
  return db.insert(orders).values(values.map(orderFixture)).returning();
}

export async function insertReview(
  db: Db,
  input: {
    orderId: string;
    userId: string | null;
    name: string;
    email: string;
    image?: string;
    rating: number;
    review: string;
    createdAt: Date;
  },
) {
  const [row] = await db
    .insert(reviews)
    .values({ image: '/default-avatar.svg', ...input })
    .returning();
  return row;
}
