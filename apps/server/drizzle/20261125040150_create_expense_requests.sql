CREATE TABLE "expense_request_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" text NOT NULL,
	"request_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"is_revised" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"uploaded_by" uuid NOT NULL,
	"uploaded_by_name" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_request_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "expense_request_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"request_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"item_id" uuid,
	"file_id" uuid,
	"subject" text,
	"from_value" text,
	"to_value" text
);
--> statement-breakpoint
CREATE TABLE "expense_request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" text NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"amount" bigint NOT NULL,
	"clubbed" boolean NOT NULL,
	"beneficiary_type" text,
	"beneficiary_id" uuid,
	"beneficiary_name" text,
	"clubbed_title" text,
	"clubbed_desc" text,
	"note" text DEFAULT '' NOT NULL,
	"decision" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "expense_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"bank_account_snapshot" jsonb NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"approval_state" text DEFAULT 'pending' NOT NULL,
	"total_amount" bigint NOT NULL,
	"approved_amount" bigint DEFAULT 0 NOT NULL,
	"rejected_amount" bigint DEFAULT 0 NOT NULL,
	"pending_amount" bigint NOT NULL,
	"item_count" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expense_request_files" ADD CONSTRAINT "expense_request_files_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_request_files" ADD CONSTRAINT "expense_request_files_request_id_expense_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."expense_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_request_history" ADD CONSTRAINT "expense_request_history_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_request_history" ADD CONSTRAINT "expense_request_history_request_id_expense_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."expense_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_request_items" ADD CONSTRAINT "expense_request_items_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_request_items" ADD CONSTRAINT "expense_request_items_request_id_expense_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."expense_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_request_items" ADD CONSTRAINT "expense_request_items_beneficiary_id_expense_payees_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."expense_payees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_requests" ADD CONSTRAINT "expense_requests_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_requests" ADD CONSTRAINT "expense_requests_bank_account_id_expense_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."expense_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_request_files_request_idx" ON "expense_request_files" USING btree ("request_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "expense_request_history_request_idx" ON "expense_request_history" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_request_items_position_idx" ON "expense_request_items" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "expense_requests_list_idx" ON "expense_requests" USING btree ("org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expense_requests_state_idx" ON "expense_requests" USING btree ("org_id","approval_state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expense_requests_status_idx" ON "expense_requests" USING btree ("org_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expense_requests_creator_idx" ON "expense_requests" USING btree ("org_id","created_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);