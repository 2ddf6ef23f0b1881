/**
 * CSV export benchmark: `npm run bench:csv [-- --orders 100000]`.
 *
 * Seeds that many orders over a year into a scratch database (BENCH_DATABASE_URL or DATABASE_URL on PostgreSQL, else an
 * in-memory PGlite), streams GET /admin/orders.csv's body (ordersCsv) for the whole year into a byte counter and
 * samples the heap every 10 000 rows. Prints rows, bytes, time and the heap's growth; exits 1 when the heap grew by
 * more than --max-heap-mb (default 64): the export must not hold the year in memory.
 */
import { sql } from 'drizzle-orm';
import { openScratchDatabase } from '../server/db/scratch';
import { ordersCsv } from '../server/services/reports';
import { numberArg } from './cli-args';

const count = numberArg('orders', 100_000);
const maxHeapMb = numberArg('max-heap-mb', 64);
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || null;
const scratch = await openScratchDatabase(serverUrl, { prefix: 'boipoka_bench_csv' });
try {
  const { db } = scratch;
  const [book] = (
    (await db.execute(sql`
      INSERT INTO books (name, image, category, stock, description, sku, price_paisa)
      VALUES ('পদ্মা নদীর মাঝি', '/uploads/covers/x.svg', 'Novel', 10, 'Bench', 'SKU-BENCH-CSV', 50000) RETURNING id`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const started = Date.now();
  for (let done = 0; done < count; done += 10_000) {
    const n = Math.min(10_000, count - done);
    await db.execute(sql`
      INSERT INTO orders (created_at, book_id, cus_name, cus_email, cus_phone, cus_state, price_paisa, tax_paisa, service_charge_paisa,
                          total_amount_paisa, tran_id, val_id, product_name, product_image, product_category, product_profile, payment_status, paid_at)
      SELECT timestamptz '2025-01-01 00:00+06' + (i * interval '1 second' * (31536000 / ${count}::int)), ${book.id}, 'রবীন্দ্রনাথ ঠাকুর ' || i,
             'buyer' || i || '@example.com', '+8801711000000', 'Dhaka', 50000, 2500, 1500, 54000, 'BPK-BENCH-' || i, 'VAL-' || i,
             'পদ্মা নদীর মাঝি', '/uploads/covers/x.svg', 'Novel', 'Bench', 'paid', now()
      FROM generate_series(${done}::int, ${done + n - 1}::int) AS i`);
  }
  console.log(
    `seeded ${count} orders in ${((Date.now() - started) / 1000).toFixed(1)} s (${serverUrl ? 'PostgreSQL' : 'PGlite'})`,
  );

  global.gc?.();
  const heapStart = process.memoryUsage().heapUsed;
  let heapPeak = heapStart;
  let bytes = 0;
  let lines = 0;
  const t0 = Date.now();
  for await (const chunk of ordersCsv(db, '2025-01-01', '2025-12-31')) {
    const text = chunk as Buffer | string;
    bytes += Buffer.byteLength(text);
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
      lines += 1;
      if (lines % 10_000 === 0) heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
  }
  const growthMb = (heapPeak - heapStart) / 1024 / 1024;
  console.log(
    `exported ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - t0) / 1000).toFixed(1)} s; ` +
      `heap at start ${(heapStart / 1024 / 1024).toFixed(1)} MB, peak growth ${growthMb.toFixed(1)} MB (limit ${maxHeapMb} MB)`,
  );
  if (lines - 1 !== count) throw new Error(`expected ${count} rows, got ${lines - 1}`);
  if (growthMb > maxHeapMb) process.exitCode = 1;
} finally {
  await scratch.close();
}
