CREATE TABLE "org_app_settings" (
	"org_id" text NOT NULL,
	"app_name" text NOT NULL,
	"is_active_for_assignment" boolean DEFAULT true NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_app_settings_org_id_app_name_pk" PRIMARY KEY("org_id","app_name")
);
--> statement-breakpoint
ALTER TABLE "org_app_settings" ADD CONSTRAINT "org_app_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_app_settings" ADD CONSTRAINT "org_app_settings_app_name_apps_app_name_fk" FOREIGN KEY ("app_name") REFERENCES "public"."apps"("app_name") ON DELETE cascade ON UPDATE no action;