-- The entries table's default order (newest first) with id, its tie-break: a plain view's count and the export's
-- page ends are index-only scans, and a page of the default order is read in order with no sort after the index.
DROP INDEX "entries_list_idx";--> statement-breakpoint
CREATE INDEX "entries_list_idx" ON "entries" USING btree ("form_id","is_trashed","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);