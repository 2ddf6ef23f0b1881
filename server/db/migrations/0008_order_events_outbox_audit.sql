CREATE TABLE "order_events" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
  "type" text NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "data" jsonb
);--> statement-breakpoint
CREATE INDEX "order_events_order_at_idx" ON "order_events" USING btree ("order_id","at","id");--> statement-breakpoint
CREATE TABLE "mail_outbox" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "kind" text NOT NULL,
  "to_email" text NOT NULL,
  "subject" text NOT NULL,
  "html" text NOT NULL,
  "text" text NOT NULL,
  "dedupe_key" text,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "sent_at" timestamp with time zone,
  "last_error" text
);--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_key" ON "mail_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" IS NULL;--> statement-breakpoint
CREATE TABLE "audit_log" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor_id" uuid,
  "actor_email" text NOT NULL,
  "action" text NOT NULL,
  "entity" text NOT NULL,
  "entity_id" text NOT NULL,
  "before" jsonb,
  "after" jsonb
);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor_email","at" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_entity_at_idx" ON "audit_log" USING btree ("entity","entity_id","at" DESC);--> statement-breakpoint
-- Existing orders get the events their state already tells.
INSERT INTO "order_events" ("order_id", "type", "at") SELECT "id", 'created', "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "type", "at") SELECT "id", 'paid', "paid_at" FROM "orders" WHERE "payment_status" = 'paid' AND "paid_at" IS NOT NULL;
