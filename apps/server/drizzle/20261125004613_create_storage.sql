CREATE TABLE "storage_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" text NOT NULL,
	"folder_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"extension" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"path" text NOT NULL,
	"issued_on" date NOT NULL,
	"uploaded_on" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"uploaded_by_name" text NOT NULL,
	"thumbnail_key" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_on" timestamp with time zone,
	"deleted_by" uuid,
	CONSTRAINT "storage_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "storage_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" text NOT NULL,
	"display_name" text NOT NULL,
	"base_path" text NOT NULL,
	"creation_config" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storage_files" ADD CONSTRAINT "storage_files_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_files" ADD CONSTRAINT "storage_files_folder_id_storage_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."storage_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_folders" ADD CONSTRAINT "storage_folders_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storage_files_folder_list_idx" ON "storage_files" USING btree ("org_id","folder_id","uploaded_on" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE NOT "storage_files"."is_deleted";--> statement-breakpoint
CREATE INDEX "storage_files_uploader_list_idx" ON "storage_files" USING btree ("org_id","folder_id","uploaded_by","uploaded_on" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE NOT "storage_files"."is_deleted";--> statement-breakpoint
CREATE INDEX "storage_files_sha_idx" ON "storage_files" USING btree ("org_id","folder_id","sha256") WHERE NOT "storage_files"."is_deleted";--> statement-breakpoint
CREATE INDEX "storage_files_deleted_idx" ON "storage_files" USING btree ("deleted_on") WHERE "storage_files"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "storage_folders_path_idx" ON "storage_folders" USING btree ("org_id",lower("base_path"));