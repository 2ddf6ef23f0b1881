-- Books get authors (one or more, in order), a publisher and a language; all optional for old rows.
ALTER TABLE "books" ADD COLUMN "authors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "publisher" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "language" text;--> statement-breakpoint
-- array_to_string is only STABLE (for any element type); on text[] it is immutable, which a generated column needs.
CREATE FUNCTION "boipoka_authors_text"(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string($1, chr(10)) $$;--> statement-breakpoint
-- Search covers authors and publisher too: the same one lower-cased column and the same trigram index, rebuilt.
DROP INDEX "books_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "books" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  lower(name) || chr(10) || lower(category) || chr(10) || lower("boipoka_authors_text"(authors)) || chr(10) || lower(coalesce(publisher, ''))
) STORED;--> statement-breakpoint
CREATE INDEX "books_search_text_trgm_idx" ON "books" USING gin ("search_text" gin_trgm_ops) WHERE "archived_at" IS NULL;--> statement-breakpoint
-- The payment method as the gateway reported it (card_type), for the receipt.
ALTER TABLE "orders" ADD COLUMN "card_type" text;--> statement-breakpoint
-- "Notify me when it is back": one pending request per shopper and book, spent when its mail is queued.
CREATE TABLE "stock_notify_requests" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "book_id" uuid NOT NULL REFERENCES "books"("id") ON DELETE cascade,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("user_id", "book_id")
);--> statement-breakpoint
CREATE INDEX "stock_notify_requests_book_idx" ON "stock_notify_requests" USING btree ("book_id", "created_at");
