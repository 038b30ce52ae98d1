CREATE TABLE "entry_counts" (
	"form_id" uuid NOT NULL,
	"is_trashed" boolean NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "entry_counts_form_idx" ON "entry_counts" USING btree ("form_id","is_trashed");--> statement-breakpoint
CREATE INDEX "entries_creator_idx" ON "entries" USING btree ("created_by","is_trashed","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Each writing statement adds its net change per (form, trashed) as one delta row: no shared counter row,
-- so concurrent writers never wait on each other here. Dropping a form's partition removes its deltas
-- in the same transaction (entry-partitions.repo.ts).
CREATE FUNCTION entry_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entry_counts (form_id, is_trashed, n)
    SELECT form_id, is_trashed, count(*) FROM new_rows GROUP BY form_id, is_trashed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION entry_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entry_counts (form_id, is_trashed, n)
    SELECT form_id, is_trashed, -count(*) FROM old_rows GROUP BY form_id, is_trashed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION entry_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entry_counts (form_id, is_trashed, n)
    SELECT form_id, is_trashed, sum(d) FROM (
      SELECT form_id, is_trashed, 1 AS d FROM new_rows
      UNION ALL
      SELECT form_id, is_trashed, -1 AS d FROM old_rows
    ) AS changes
    GROUP BY form_id, is_trashed
    HAVING sum(d) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER entries_count_insert AFTER INSERT ON entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION entry_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER entries_count_delete AFTER DELETE ON entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION entry_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER entries_count_update AFTER UPDATE ON entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION entry_counts_after_update();
--> statement-breakpoint
INSERT INTO entry_counts (form_id, is_trashed, n)
  SELECT form_id, is_trashed, count(*) FROM entries GROUP BY form_id, is_trashed;
