CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"category" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"sku" text NOT NULL,
	"price_paisa" integer NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_stock_check" CHECK ("books"."stock" >= 0),
	CONSTRAINT "books_price_check" CHECK ("books"."price_paisa" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"book_id" uuid,
	"cus_name" text NOT NULL,
	"cus_email" text NOT NULL,
	"cus_phone" text NOT NULL,
	"cus_state" text NOT NULL,
	"price_paisa" integer NOT NULL,
	"tax_paisa" integer NOT NULL,
	"service_charge_paisa" integer NOT NULL,
	"discount_paisa" integer DEFAULT 0 NOT NULL,
	"total_amount_paisa" integer NOT NULL,
	"tran_id" text NOT NULL,
	"val_id" text,
	"product_name" text NOT NULL,
	"product_image" text NOT NULL,
	"product_category" text NOT NULL,
	"product_profile" text NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"image" text NOT NULL,
	"rating" real NOT NULL,
	"review" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" >= 1 AND "reviews"."rating" <= 5)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"firebase_uid" text,
	"display_name" text,
	"phone_number" text,
	"photo_url" text,
	"role" text DEFAULT 'user' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('user', 'admin', 'superadmin'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "books_sku_key" ON "books" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "books_created_at_idx" ON "books" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "books_category_created_at_idx" ON "books" USING btree ("category","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "books_sold_count_idx" ON "books" USING btree ("sold_count" DESC,"created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "books_name_trgm_idx" ON "books" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_category_trgm_idx" ON "books" USING gin ("category" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tran_id_key" ON "orders" USING btree ("tran_id");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "orders_user_status_created_idx" ON "orders" USING btree ("user_id","payment_status","created_at" DESC);--> statement-breakpoint
CREATE INDEX "orders_book_id_idx" ON "orders" USING btree ("book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_paid_per_user_book" ON "orders" USING btree ("user_id","book_id") WHERE "orders"."payment_status" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_id_key" ON "reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "reviews_user_id_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC,"id" DESC);