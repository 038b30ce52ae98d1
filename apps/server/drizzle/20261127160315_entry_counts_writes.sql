-- Every statement that writes a form's entries now leaves a delta row, edits included (n = 0 when no entry
-- came or went): the sum of `writes` per form only grows, so a filtered total counted in the same snapshot
-- stays right for as long as that sum is unchanged (decision 0044). Inserts and deletes already left a row
-- each; the default 1 counts them, and each row written before this migration once.
ALTER TABLE "entry_counts" ADD COLUMN "writes" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION entry_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entry_counts (form_id, is_trashed, n)
    SELECT form_id, is_trashed, sum(d) FROM (
      SELECT form_id, is_trashed, 1 AS d FROM new_rows
      UNION ALL
      SELECT form_id, is_trashed, -1 AS d FROM old_rows
    ) AS changes
    GROUP BY form_id, is_trashed;
  RETURN NULL;
END $$;
