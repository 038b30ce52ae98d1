-- An import no longer writes the trigram index: its entries' search text waits in search_pending (matched by
-- searches through the partial index below) until the search index job moves it into search_text, once the
-- form's import has paused, as recorded in entry_search_backlog (decision 0055).
CREATE TABLE "entry_search_backlog" (
	"form_id" uuid PRIMARY KEY NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "search_pending" text;--> statement-breakpoint
CREATE INDEX "entries_search_pending_idx" ON "entries" USING btree ("form_id") WHERE "entries"."search_pending" is not null;