CREATE TABLE "version_trash" (
	"form_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"org_id" text NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "version_trash_form_id_entry_id_file_key_pk" PRIMARY KEY("form_id","entry_id","file_key")
);
--> statement-breakpoint
CREATE INDEX "version_trash_removed_idx" ON "version_trash" USING btree ("removed_at");