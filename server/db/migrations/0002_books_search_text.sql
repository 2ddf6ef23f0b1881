DROP INDEX "books_name_trgm_idx";--> statement-breakpoint
DROP INDEX "books_category_trgm_idx";--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name) || chr(10) || lower(category)) STORED;--> statement-breakpoint
CREATE INDEX "books_search_text_trgm_idx" ON "books" USING gin ("search_text" gin_trgm_ops);