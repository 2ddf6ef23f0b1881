-- Every API process caches public catalogue answers and drops them when this channel is notified
-- (server/plugins/catalogue-cache.ts). One NOTIFY per statement, delivered at commit, whichever process wrote.
CREATE OR REPLACE FUNCTION "boipoka_notify_catalogue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('boipoka_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "books_notify_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "books"
  FOR EACH STATEMENT EXECUTE FUNCTION "boipoka_notify_catalogue"();--> statement-breakpoint
CREATE TRIGGER "reviews_notify_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "boipoka_notify_catalogue"();
