/** The demo data a fresh shop starts with. */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed';
import { createTestContext, SUPERADMIN_EMAIL, type TestContext } from './helpers';

describe('demo catalogue', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('lists its books newest first in the same order on every seeding: no two were added at the same moment', async () => {
    await seedDemoData(ctx.db, { uploadsDir: path.join(ctx.tmpDir, 'uploads'), superadminEmail: SUPERADMIN_EMAIL });
    const sharing = await ctx.db
      .select({ createdAt: books.createdAt, names: sql<string>`string_agg(${books.name}, ', ')` })
      .from(books)
      .groupBy(books.createdAt)
      .having(sql`count(*) > 1`);
    expect(sharing).toEqual([]);
  });
});
