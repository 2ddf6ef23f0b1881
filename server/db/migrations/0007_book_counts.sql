-- Live books (archived_at IS NULL) per category, kept by triggers so that the catalogue's totals (the unfiltered list,
-- a category, the category list) are read from a few rows instead of counted on every request. The all-books total
-- is the sum of these rows: no single hot row that every book write would queue on. Deltas are applied with
-- INSERT … ON CONFLICT DO UPDATE (row-locked additions), in category order, so concurrent writers neither lose
-- updates nor deadlock on each other. Rows that fall to 0 stay (readers skip them).
CREATE TABLE "book_category_counts" (
  "category" text PRIMARY KEY NOT NULL,
  "live" integer NOT NULL
);--> statement-breakpoint
-- Inserts and deletes are counted per statement (transition tables): a bulk load costs one upsert per category.
CREATE FUNCTION "boipoka_count_books_statement"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "book_category_counts" AS c ("category", "live")
      SELECT "category", count(*)::int FROM "new_books" WHERE "archived_at" IS NULL GROUP BY "category" ORDER BY "category"
      ON CONFLICT ("category") DO UPDATE SET "live" = c."live" + EXCLUDED."live";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "book_category_counts" AS c ("category", "live")
      SELECT "category", -count(*)::int FROM "old_books" WHERE "archived_at" IS NULL GROUP BY "category" ORDER BY "category"
      ON CONFLICT ("category") DO UPDATE SET "live" = c."live" + EXCLUDED."live";
  ELSE -- TRUNCATE
    DELETE FROM "book_category_counts";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An update moves a book between categories or in or out of the catalogue (archive, restore): only those rows fire
-- (WHEN), so stock and sales updates cost nothing. Both deltas go in one statement, in category order.
CREATE FUNCTION "boipoka_count_books_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "book_category_counts" AS c ("category", "live")
    SELECT d."category", sum(d."delta")::int
    FROM (VALUES (OLD."category", CASE WHEN OLD."archived_at" IS NULL THEN -1 ELSE 0 END),
                 (NEW."category", CASE WHEN NEW."archived_at" IS NULL THEN 1 ELSE 0 END)) AS d("category", "delta")
    GROUP BY d."category"
    HAVING sum(d."delta") <> 0
    ORDER BY d."category"
    ON CONFLICT ("category") DO UPDATE SET "live" = c."live" + EXCLUDED."live";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "books_count_inserted" AFTER INSERT ON "books"
  REFERENCING NEW TABLE AS "new_books" FOR EACH STATEMENT EXECUTE FUNCTION "boipoka_count_books_statement"();--> statement-breakpoint
CREATE TRIGGER "books_count_deleted" AFTER DELETE ON "books"
  REFERENCING OLD TABLE AS "old_books" FOR EACH STATEMENT EXECUTE FUNCTION "boipoka_count_books_statement"();--> statement-breakpoint
CREATE TRIGGER "books_count_truncated" AFTER TRUNCATE ON "books"
  FOR EACH STATEMENT EXECUTE FUNCTION "boipoka_count_books_statement"();--> statement-breakpoint
CREATE TRIGGER "books_count_updated" AFTER UPDATE OF "category", "archived_at" ON "books" FOR EACH ROW
  WHEN (OLD."category" IS DISTINCT FROM NEW."category" OR (OLD."archived_at" IS NULL) <> (NEW."archived_at" IS NULL))
  EXECUTE FUNCTION "boipoka_count_books_row"();--> statement-breakpoint
-- The triggers exist before the backfill and CREATE TRIGGER locks out writes to books until this migration commits,
-- so no book change falls between the two.
INSERT INTO "book_category_counts" ("category", "live")
  SELECT "category", count(*)::int FROM "books" WHERE "archived_at" IS NULL GROUP BY "category";
