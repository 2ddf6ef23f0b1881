ALTER TABLE "orders" ADD COLUMN "bank_tran_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_paisa" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_review_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_paisa" >= 0 AND "orders"."refunded_paisa" <= "orders"."total_amount_paisa");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_order_per_discount" ON "orders" USING btree ("discount_review_id") WHERE "orders"."discount_review_id" IS NOT NULL AND "orders"."payment_status" IN ('pending', 'paid', 'refunded');--> statement-breakpoint
CREATE INDEX "orders_held_created_idx" ON "orders" USING btree ("created_at" DESC, "id" DESC) WHERE "orders"."held_for_review" = true;--> statement-breakpoint
CREATE TABLE "refunds" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "order_id" uuid REFERENCES "orders"("id") ON DELETE restrict,
  "tran_id" text NOT NULL,
  "bank_tran_id" text NOT NULL,
  "idempotency_key" text NOT NULL,
  "amount_paisa" integer NOT NULL,
  "reason" text NOT NULL,
  "status" text DEFAULT 'requested' NOT NULL,
  "refe_id" text NOT NULL,
  "refund_ref_id" text,
  "gateway_message" text,
  "actor_id" uuid,
  "actor_email" text,
  "automatic" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "next_check_at" timestamp with time zone,
  CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paisa" > 0),
  CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" IN ('requested', 'processing', 'success', 'failed'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_refe_id_key" ON "refunds" USING btree ("refe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_refund_ref_id_key" ON "refunds" USING btree ("refund_ref_id");--> statement-breakpoint
CREATE INDEX "refunds_order_created_idx" ON "refunds" USING btree ("order_id", "created_at");--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("next_check_at") WHERE "refunds"."status" IN ('requested', 'processing');--> statement-breakpoint
CREATE TABLE "payment_findings" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "kind" text NOT NULL,
  "order_id" uuid,
  "tran_id" text NOT NULL,
  "detail" text NOT NULL,
  "action" text NOT NULL
);--> statement-breakpoint
CREATE INDEX "payment_findings_at_idx" ON "payment_findings" USING btree ("at" DESC, "id" DESC);--> statement-breakpoint
CREATE TABLE "sslcommerz_sandbox_refunds" (
  "refund_ref_id" text PRIMARY KEY NOT NULL,
  "bank_tran_id" text NOT NULL,
  "refe_id" text NOT NULL,
  "amount" text NOT NULL,
  "remarks" text NOT NULL,
  "checks" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "sslcommerz_sandbox_refunds_refe_id_key" ON "sslcommerz_sandbox_refunds" USING btree ("refe_id");--> statement-breakpoint
CREATE INDEX "sslcommerz_sandbox_refunds_bank_tran_id_idx" ON "sslcommerz_sandbox_refunds" USING btree ("bank_tran_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_kind_at_idx" ON "audit_log" USING btree ("entity", "at" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_actor_pattern_idx" ON "audit_log" USING btree (lower("actor_email") text_pattern_ops, "at" DESC);--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
