CREATE TABLE "license_history" (
	"org_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"by_user_id" uuid,
	"data" jsonb NOT NULL,
	CONSTRAINT "license_history_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"org_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"start_date" date NOT NULL,
	"duration_value" integer NOT NULL,
	"duration_unit" text NOT NULL,
	"end_date" date NOT NULL,
	"storage_limit" integer NOT NULL,
	"storage_unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licenses_org_id_id_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "license_history_org_at_idx" ON "license_history" USING btree ("org_id","at");--> statement-breakpoint
CREATE INDEX "licenses_org_end_idx" ON "licenses" USING btree ("org_id","end_date");