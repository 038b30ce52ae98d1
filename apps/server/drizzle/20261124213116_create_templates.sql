CREATE TABLE "template_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_versions" (
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"changes" text DEFAULT '' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"semver_major" integer NOT NULL,
	"updated_by" uuid,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_versions_template_id_version_pk" PRIMARY KEY("template_id","version")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"form_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"has_draft" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"released_version" integer,
	"released_snapshot" jsonb,
	"released_samples" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"released_at" timestamp with time zone,
	"draft" jsonb,
	"is_trashed" boolean DEFAULT false NOT NULL,
	"trashed_at" timestamp with time zone,
	"trashed_by" uuid,
	"trashed_by_name" text,
	"created_by_name" text,
	"updated_by_name" text,
	"original_template_id" uuid,
	"original_template_name" text,
	"source_form_group_id" uuid,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "sample_source" jsonb;--> statement-breakpoint
ALTER TABLE "form_groups" ADD COLUMN "imported_from" jsonb;--> statement-breakpoint
ALTER TABLE "form_groups" ADD COLUMN "imported_template_id" uuid;--> statement-breakpoint
ALTER TABLE "form_groups" ADD COLUMN "template_reference_key" text;--> statement-breakpoint
ALTER TABLE "form_groups" ADD COLUMN "imported_as_template" jsonb;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "template_form_ref" uuid;--> statement-breakpoint
ALTER TABLE "template_attachments" ADD CONSTRAINT "template_attachments_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_attachments_template_idx" ON "template_attachments" USING btree ("template_id","created_at");--> statement-breakpoint
CREATE INDEX "templates_owner_list_idx" ON "templates" USING btree ("org_id","is_trashed","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "templates_library_idx" ON "templates" USING btree ("updated_at" DESC NULLS LAST,"id") WHERE "templates"."is_published" AND NOT "templates"."is_trashed";--> statement-breakpoint
CREATE INDEX "entries_sample_idx" ON "entries" USING btree ("form_id") WHERE "entries"."is_sample";--> statement-breakpoint
CREATE UNIQUE INDEX "form_groups_org_template_key" ON "form_groups" USING btree ("org_id","imported_template_id") WHERE "form_groups"."imported_template_id" IS NOT NULL;--> statement-breakpoint
-- The creators' workspace: the organisation that holds creators' templates, template forms and their data.
-- Real organisations have 8-character ids, so 'creator' names no tenant; lists of organisations leave it out.
INSERT INTO "organizations" ("id", "name", "contact_name", "contact_email", "contact_phone")
VALUES ('creator', 'Creator workspace', 'Creators', 'creators@atrium.invalid', '0000000000')
ON CONFLICT ("id") DO NOTHING;
