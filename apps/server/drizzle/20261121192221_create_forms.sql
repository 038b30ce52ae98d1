CREATE TABLE "form_history" (
	"org_id" text NOT NULL,
	"form_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"change_type" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_history_org_id_form_id_version_pk" PRIMARY KEY("org_id","form_id","version")
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"org_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"owner" uuid,
	"edit_form_config" jsonb DEFAULT '{"users":[],"groups":[]}'::jsonb NOT NULL,
	"form_data_access" jsonb NOT NULL,
	"form_usability_settings" jsonb NOT NULL,
	"data_version_settings" jsonb NOT NULL,
	"field_config" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"field_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_trashed" boolean DEFAULT false NOT NULL,
	"trashed_at" timestamp with time zone,
	"is_template_form" boolean DEFAULT false NOT NULL,
	"template_meta" jsonb,
	"imported_from" jsonb,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
-- Groups created before forms existed carry no visibility yet.
UPDATE "form_groups" SET "group_visibility" = '{"users":[],"groups":[]}'::jsonb WHERE "group_visibility" IS NULL;--> statement-breakpoint
UPDATE "form_groups" SET "form_visibility" = '{}'::jsonb WHERE "form_visibility" IS NULL;--> statement-breakpoint
ALTER TABLE "form_groups" ALTER COLUMN "group_visibility" SET DEFAULT '{"users":[],"groups":[]}'::jsonb;--> statement-breakpoint
ALTER TABLE "form_groups" ALTER COLUMN "group_visibility" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "form_groups" ALTER COLUMN "form_visibility" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "form_groups" ALTER COLUMN "form_visibility" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "form_history" ADD CONSTRAINT "form_history_org_id_form_id_forms_org_id_id_fk" FOREIGN KEY ("org_id","form_id") REFERENCES "public"."forms"("org_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forms_id_key" ON "forms" USING btree ("id");--> statement-breakpoint
CREATE INDEX "forms_org_list_idx" ON "forms" USING btree ("org_id","is_trashed","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "form_groups_org_name_key" ON "form_groups" USING btree ("org_id",lower("name"));