-- 'Search by any field' matches substrings through a trigram index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "entries" (
	"form_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"org_id" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_trashed" boolean DEFAULT false NOT NULL,
	"trashed_at" timestamp with time zone,
	"created_by" uuid,
	"created_by_name" text,
	"updated_by" uuid,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entries_form_id_id_pk" PRIMARY KEY("form_id","id")
) PARTITION BY LIST ("form_id");
--> statement-breakpoint
CREATE TABLE "entry_versions" (
	"form_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"org_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_by_name" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "entry_versions_form_id_entry_id_version_pk" PRIMARY KEY("form_id","entry_id","version")
);
--> statement-breakpoint
CREATE TABLE "form_preferences" (
	"user_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"saved_filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"saved_columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_preferences_user_id_form_id_pk" PRIMARY KEY("user_id","form_id")
);
--> statement-breakpoint
ALTER TABLE "form_preferences" ADD CONSTRAINT "form_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entries_list_idx" ON "entries" USING btree ("form_id","is_trashed","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "entries_search_idx" ON "entries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entry_versions_entry_idx" ON "entry_versions" USING btree ("form_id","entry_id","version" DESC);--> statement-breakpoint
-- Every form has a partition of its own; forms made before entries existed get theirs here.
DO $$
DECLARE f record;
BEGIN
  FOR f IN SELECT id FROM forms LOOP
    EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF entries FOR VALUES IN (%L)',
      'entries_' || replace(f.id::text, '-', ''), f.id);
  END LOOP;
END $$;
