ALTER TABLE "books" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX "books_created_at_idx";--> statement-breakpoint
DROP INDEX "books_category_created_at_idx";--> statement-breakpoint
DROP INDEX "books_sold_count_idx";--> statement-breakpoint
DROP INDEX "books_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "books_created_at_idx" ON "books" USING btree ("created_at" DESC,"id" DESC) WHERE "books"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "books_category_created_at_idx" ON "books" USING btree ("category","created_at" DESC,"id" DESC) WHERE "books"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "books_sold_count_idx" ON "books" USING btree ("sold_count" DESC,"created_at" DESC,"id" DESC) WHERE "books"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "books_search_text_trgm_idx" ON "books" USING gin ("search_text" gin_trgm_ops) WHERE "books"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at","total_amount_paisa") WHERE "orders"."payment_status" = 'paid';--> statement-breakpoint
CREATE INDEX "orders_awaiting_confirmation_idx" ON "orders" USING btree ("created_at" DESC,"id" DESC) WHERE "orders"."payment_status" = 'paid' AND "orders"."delivery_status" = 'pending';
