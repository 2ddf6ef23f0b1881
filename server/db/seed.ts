import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { priceBreakdown } from '../../domain/pricing';
import type { Db } from './client';
import { coverFileName, renderCoverSvg } from './covers';
import { demoAccounts, demoReviewers } from './demo-accounts';
import { BANGLA_EDITION, demoBooks, demoContacts, demoReviews, type DemoBook } from './demo-catalogue';
import { makeSku } from '../services/books';
import { newTranId } from '../services/orders';
import { appMeta, books, contacts, orderEvents, orders, reviews, users } from './schema';

const SEEDED_KEY = 'demo_seeded_at';
/** Set once the demo books of a database seeded before authors existed have been given theirs. */
const DETAILS_FILLED_KEY = 'demo_book_details_at';
/** Set once a database seeded before the Bangla-titled demo books existed has been given them. */
const BANGLA_BOOKS_KEY = 'demo_bangla_books_at';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A round avatar with initials, for demo shoppers who have no photo. */
export function renderAvatarSvg(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><circle cx="80" cy="80" r="80" fill="hsl(${hue} 55% 45%)"/><text x="80" y="96" font-family="Helvetica, Arial, sans-serif" font-size="56" font-weight="600" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text></svg>`;
}

function writeAsset(uploadsDir: string, folder: string, file: string, content: string): string {
  const dir = path.join(uploadsDir, folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, file), content);
  return `/uploads/${folder}/${file}`;
}

/**
 * A demo book's cover file. A Bangla title is drawn in Latin letters (see DemoBook.cover), marked as the Bangla
 * edition: its own colours and file name beside an English edition of the same work.
 */
function demoCover(uploadsDir: string, book: DemoBook): string {
  const cover = book.cover
    ? {
        file: `${book.cover.title} bangla`,
        title: book.cover.title,
        author: book.cover.author,
        category: BANGLA_EDITION,
      }
    : { file: book.name, title: book.name, author: book.author, category: book.category };
  return writeAsset(uploadsDir, 'covers', coverFileName(cover.file), renderCoverSvg(cover));
}

const demoBookDetails = (book: DemoBook) => ({
  authors: [book.author, ...(book.coAuthors ?? [])],
  publisher: book.publisher,
  language: book.language,
});

/**
 * A database seeded before books had authors: its demo books (found by name, still without authors, publisher and
 * language) get them, once; books an admin has given any of these keep theirs.
 */
async function fillDemoBookDetails(db: Db): Promise<void> {
  const [done] = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(eq(appMeta.key, DETAILS_FILLED_KEY))
    .limit(1);
  if (done) return;
  await db.transaction(async (tx) => {
    for (const book of demoBooks) {
      await tx
        .update(books)
        .set(demoBookDetails(book))
        .where(
          and(
            eq(books.name, book.name),
            sql`cardinality(${books.authors}) = 0`,
            isNull(books.publisher),
            isNull(books.language),
          ),
        );
    }
    await tx.insert(appMeta).values({ key: DETAILS_FILLED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  });
}

/**
 * A database seeded before the demo catalogue had Bangla-titled books gets them, once, as new arrivals; a name already
 * in the catalogue (an admin added it) is skipped.
 */
async function addBanglaDemoBooks(db: Db, uploadsDir: string, now: number): Promise<void> {
  const [done] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, BANGLA_BOOKS_KEY)).limit(1);
  if (done) return;
  const bangla = demoBooks.filter((book) => book.language === 'Bangla');
  const present = new Set(
    (
      await db
        .select({ name: books.name })
        .from(books)
        .where(
          inArray(
            books.name,
            bangla.map((book) => book.name),
          ),
        )
    ).map((row) => row.name),
  );
  const missing = bangla.filter((book) => !present.has(book.name));
  await db.transaction(async (tx) => {
    if (missing.length > 0)
      await tx.insert(books).values(
        missing.map((book, index) => ({
          name: book.name,
          category: book.category,
          ...demoBookDetails(book),
          description: book.description,
          pricePaisa: book.pricePaisa,
          stock: book.stock,
          soldCount: book.soldCount,
          sku: makeSku(now - index),
          image: demoCover(uploadsDir, book),
          createdAt: new Date(now - index * 41 * MINUTE - 5 * MINUTE),
        })),
      );
    await tx
      .insert(appMeta)
      .values({ key: BANGLA_BOOKS_KEY, value: new Date(now).toISOString() })
      .onConflictDoNothing();
  });
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
  return Boolean(row);
}

/**
 * Demo data for the first start only: the catalogue with generated covers, the demo accounts,
 * the customer's paid orders (one reviewed), reviews for the home carousel and a few contact messages.
 * Returns false when the database was already seeded.
 */
export async function seedDemoData(
  db: Db,
  options: { uploadsDir: string; superadminEmail: string; now?: number },
): Promise<boolean> {
  const now = options.now ?? Date.now();
  if (await isSeeded(db)) {
    await fillDemoBookDetails(db);
    await addBanglaDemoBooks(db, options.uploadsDir, now);
    return false;
  }

  const bookValues = demoBooks.map((book, index) => ({
    name: book.name,
    category: book.category,
    ...demoBookDetails(book),
    description: book.description,
    pricePaisa: book.pricePaisa,
    stock: book.stock,
    soldCount: book.soldCount,
    sku: makeSku(now - index),
    image: demoCover(options.uploadsDir, book),
    // Spread creation times so 'minutes/hours/days ago' all appear; the seconds keep the newest-first order the same
    // on every seeding.
    createdAt: new Date(now - book.daysAgo * DAY - (index % 7) * 37 * MINUTE - 3 * MINUTE - index * SECOND),
  }));

  await db.transaction(async (tx) => {
    const insertedBooks = await tx.insert(books).values(bookValues).returning();

    const accountRows = await tx
      .insert(users)
      .values(
        demoAccounts(options.superadminEmail).map((account) => ({
          email: account.email,
          displayName: account.displayName,
          role: account.role,
          phoneNumber: account.phoneNumber,
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning();
    const reviewerRows = await tx
      .insert(users)
      .values(
        demoReviewers.map((reviewer) => ({
          email: reviewer.email,
          displayName: reviewer.displayName,
          // A random file name: the address (or part of it) must not be readable from a public URL.
          photoUrl: writeAsset(
            options.uploadsDir,
            'avatars',
            `${randomBytes(8).toString('hex')}.svg`,
            renderAvatarSvg(reviewer.displayName),
          ),
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning();

    const customer =
      accountRows.find((row) => row.role === 'user') ??
      (await tx.select().from(users).where(eq(users.email, 'customer@boipoka.test')))[0];

    // The customer bought three books; the oldest is reviewed and the latest is not, so checkout shows the review
    // prompt.
    const paidOrder = (buyer: typeof customer, book: (typeof insertedBooks)[number], daysAgo: number) => {
      const price = priceBreakdown(book.pricePaisa, false);
      return {
        createdAt: new Date(now - daysAgo * DAY),
        paidAt: new Date(now - daysAgo * DAY + 2 * MINUTE),
        userId: buyer.id,
        bookId: book.id,
        cusName: buyer.displayName ?? buyer.email,
        cusEmail: buyer.email,
        cusPhone: buyer.phoneNumber ?? '+8801700000000',
        cusState: 'House 12, Road 5, Dhanmondi, Dhaka 1205',
        pricePaisa: price.pricePaisa,
        taxPaisa: price.taxPaisa,
        serviceChargePaisa: price.serviceChargePaisa,
        discountPaisa: 0,
        totalAmountPaisa: price.grandTotalPaisa,
        tranId: newTranId(),
        valId: `DEMO-${randomBytes(6).toString('hex')}`,
        productName: book.name,
        productImage: book.image,
        productCategory: book.category,
        productProfile: book.description,
        paymentStatus: 'paid' as const,
        cardType: 'BKASH-BKash',
        deliveryStatus: daysAgo > 10 ? ('confirmed' as const) : ('pending' as const),
      };
    };

    const customerOrders = await tx
      .insert(orders)
      .values([
        paidOrder(customer, insertedBooks[3], 30),
        paidOrder(customer, insertedBooks[10], 12),
        paidOrder(customer, insertedBooks[17], 2),
      ])
      .returning();
    // Each reviewer bought the very book their review talks about (demoReviews[1…]; [0] is the customer's,
    // demoBooks[3]).
    const bookNamed = (name: string) => {
      const book = insertedBooks.find((candidate) => candidate.name === name);
      if (!book) throw new Error(`demo review about "${name}", which is not in the demo catalogue`);
      return book;
    };
    const reviewerOrders = await tx
      .insert(orders)
      .values(
        reviewerRows.map((reviewer, index) =>
          paidOrder(reviewer, bookNamed(demoReviews[index + 1].bookName), 40 - index * 5),
        ),
      )
      .returning();

    // Their timelines: created, paid two minutes later, and confirmed for delivery a day after for the older ones.
    await tx
      .insert(orderEvents)
      .values(
        [...customerOrders, ...reviewerOrders].flatMap((order) => [
          { orderId: order.id, type: 'created', at: order.createdAt },
          { orderId: order.id, type: 'paid', at: order.paidAt ?? order.createdAt },
          ...(order.deliveryStatus === 'confirmed'
            ? [{ orderId: order.id, type: 'confirmed', at: new Date(order.createdAt.getTime() + DAY) }]
            : []),
        ]),
      );

    const reviewed = [
      { order: customerOrders[0], user: customer },
      ...reviewerOrders.map((order, index) => ({ order, user: reviewerRows[index] })),
    ];
    await tx.insert(reviews).values(
      reviewed.map(({ order, user }, index) => ({
        orderId: order.id,
        userId: user.id,
        name: user.displayName ?? user.email,
        email: user.email,
        image: user.photoUrl ?? '/default-avatar.svg',
        rating: demoReviews[index].rating,
        review: demoReviews[index].review,
        createdAt: new Date(order.createdAt.getTime() + 3 * DAY),
      })),
    );

    await tx
      .insert(contacts)
      .values(demoContacts.map((contact, index) => ({ ...contact, createdAt: new Date(now - (index + 1) * 3 * DAY) })));
    await tx.insert(appMeta).values([
      { key: SEEDED_KEY, value: new Date(now).toISOString() },
      { key: DETAILS_FILLED_KEY, value: new Date(now).toISOString() },
      { key: BANGLA_BOOKS_KEY, value: new Date(now).toISOString() },
    ]);
  });
  return true;
}
