-- Search in both scripts: search_text is NFC (a vowel sign typed as two code points matches the composed one) and its
-- Bengali digits are ASCII digits, as the query is made on the way in (server/services/books.ts). normalize() and
-- translate() are immutable, so the generated column can use them; the column and its index are rebuilt.
DROP INDEX "books_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "books" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  translate(
    normalize(
      lower(name) || chr(10) || lower(category) || chr(10) || lower("boipoka_authors_text"(authors)) || chr(10) || lower(coalesce(publisher, '')),
      NFC
    ),
    '০১২৩৪৫৬৭৮৯',
    '0123456789'
  )
) STORED;--> statement-breakpoint
CREATE INDEX "books_search_text_trgm_idx" ON "books" USING gin ("search_text" gin_trgm_ops) WHERE "archived_at" IS NULL;--> statement-breakpoint
-- The language a shopper reads the shop in ('en' | 'bn'), for the mails and receipts written to them later: on the
-- account (last seen), on each order (at checkout) and on each back-in-stock request.
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" IN ('en', 'bn'));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_check" CHECK ("orders"."language" IN ('en', 'bn'));--> statement-breakpoint
ALTER TABLE "stock_notify_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_notify_requests" ADD CONSTRAINT "stock_notify_requests_language_check" CHECK ("stock_notify_requests"."language" IN ('en', 'bn'));
