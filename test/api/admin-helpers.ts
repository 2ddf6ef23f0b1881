/** Shared pieces of the control panel's API tests (admin-*.test.ts). */
import { asc } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { books, contacts, orders, reviews, users } from '../../server/db/schema';

/** Every row of the tables the control panel can change, in a stable order: equal snapshots = nothing changed. */
export async function snapshot(db: Db): Promise<string> {
  const [b, o, c, r, u] = await Promise.all([
    db.select().from(books).orderBy(asc(books.id)),
    db.select().from(orders).orderBy(asc(orders.id)),
    db.select().from(contacts).orderBy(asc(contacts.id)),
    db.select().from(reviews).orderBy(asc(reviews.id)),
    db.select().from(users).orderBy(asc(users.id)),
  ]);
  return JSON.stringify({ b, o, c, r, u });
}

export const validBook = {
  name: 'Padma Nadir Majhi',
  category: 'Novel',
  price: 350.5,
  stock: 12,
  description: 'A novel by Manik Bandopadhyay.',
  image: '/uploads/covers/padma.webp',
};

export type Role = 'anonymous' | 'customer' | 'admin' | 'superadmin';
