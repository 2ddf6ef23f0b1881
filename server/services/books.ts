import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { PAGE } from '../../domain/limits';
import type { Book, BookSort } from '../../domain/types';
import type { Db } from '../db/client';
import { books } from '../db/schema';

export type BookRow = typeof books.$inferSelect;

export function toBookJson(row: BookRow): Book {
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    category: row.category,
    stock: row.stock,
    description: row.description,
    sku: row.sku,
    price: row.pricePaisa / 100,
    createdAt: row.createdAt.toISOString(),
  };
}

/** User text inside LIKE: %, _ and \ are literal. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface BookListOptions {
  search?: string;
  category?: string;
  page: number;
  limit: number;
  sort: BookSort;
}

export const clampLimit = (limit: number | undefined) => Math.min(Math.max(1, limit ?? PAGE.defaultLimit), PAGE.maxLimit);

export async function listBooks(db: Db, options: BookListOptions): Promise<{ rows: BookRow[]; total: number }> {
  const filters: SQL[] = [];
  const search = options.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    filters.push(or(ilike(books.name, pattern), ilike(books.category, pattern))!);
  }
  if (options.category) filters.push(eq(books.category, options.category));
  const where = filters.length ? and(...filters) : undefined;
  const order =
    options.sort === 'top'
      ? [desc(books.soldCount), sql`${books.createdAt} DESC`, sql`${books.id} DESC`]
      : [sql`${books.createdAt} DESC`, sql`${books.id} DESC`];

  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(books)
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(books).where(where),
  ]);
  return { rows, total };
}

export async function findBook(db: Db, id: string): Promise<BookRow | null> {
  const [row] = await db.select().from(books).where(eq(books.id, id)).limit(1);
  return row ?? null;
}
