ALTER TABLE "orders" ADD COLUMN "session_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_for_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_title" text;--> statement-breakpoint
CREATE TABLE "sslcommerz_sandbox_sessions" (
	"session_key" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"tran_id" text NOT NULL,
	"total_amount" text NOT NULL,
	"currency" text NOT NULL,
	"product_name" text NOT NULL,
	"product_category" text NOT NULL,
	"cus_name" text NOT NULL,
	"cus_email" text NOT NULL,
	"success_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"ipn_url" text,
	"value_a" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"val_id" text,
	"bank_tran_id" text,
	"card_type" text,
	"risk_level" integer DEFAULT 0 NOT NULL,
	"validated_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_per_user_book" ON "orders" USING btree ("user_id","book_id") WHERE "orders"."payment_status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_val_id_key" ON "orders" USING btree ("val_id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "orders_pending_reserved_idx" ON "orders" USING btree ("reserved_until") WHERE "orders"."payment_status" = 'pending' AND "orders"."held_for_review" = false;--> statement-breakpoint
CREATE INDEX "orders_tran_id_pattern_idx" ON "orders" USING btree ("tran_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_cus_email_trgm_idx" ON "orders" USING gin ("cus_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_product_name_trgm_idx" ON "orders" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sslcommerz_sandbox_sessions_tran_id_idx" ON "sslcommerz_sandbox_sessions" USING btree ("tran_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sslcommerz_sandbox_sessions_val_id_key" ON "sslcommerz_sandbox_sessions" USING btree ("val_id");
