CREATE TABLE "bidang" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_bidang" (
	"code" text PRIMARY KEY NOT NULL,
	"bidang_code" text NOT NULL,
	"name" text NOT NULL,
	"kbli_code" text NOT NULL,
	"kbli_title" text NOT NULL,
	"kbli_edition" text DEFAULT '2020' NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"name" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" integer,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_sub_bidang" (
	"application_id" integer NOT NULL,
	"sub_bidang_code" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "application_sub_bidang_application_id_sub_bidang_code_pk" PRIMARY KEY("application_id","sub_bidang_code")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_reg" text NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"type" text NOT NULL,
	"certificate_id" integer,
	"qualification" text NOT NULL,
	"akta_pendirian_notaris" text,
	"akta_pendirian_nomor" text,
	"akta_pendirian_tanggal" date,
	"akta_perubahan_notaris" text,
	"akta_perubahan_nomor" text,
	"akta_perubahan_tanggal" date,
	"sk_kemenkumham_nomor" text,
	"sk_kemenkumham_tanggal" date,
	"nib_date" date,
	"notes" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"rejection_reason" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"application_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_document_id" integer,
	"fulfilled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"overdue_flagged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoice_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"name" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" integer,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"trans_id" text NOT NULL,
	"application_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal" bigint NOT NULL,
	"dpp" bigint NOT NULL,
	"ppn" bigint NOT NULL,
	"total" bigint NOT NULL,
	"fee_schedule_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_date" date NOT NULL,
	"company_name" text NOT NULL,
	"company_address" text,
	"company_npwp" text,
	"issuer_name" text NOT NULL,
	"issuer_address" text,
	"issuer_npwp" text,
	"bank_accounts" jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	"verified_by" integer,
	"last_rejection_note" text,
	"cancel_reason" text,
	"refund_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sequences" (
	"key" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "document_request_id" integer;--> statement-breakpoint
ALTER TABLE "sub_bidang" ADD CONSTRAINT "sub_bidang_bidang_code_bidang_code_fk" FOREIGN KEY ("bidang_code") REFERENCES "public"."bidang"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "fee_schedules" ADD CONSTRAINT "fee_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_sub_bidang" ADD CONSTRAINT "application_sub_bidang_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_sub_bidang" ADD CONSTRAINT "application_sub_bidang_sub_bidang_code_sub_bidang_code_fk" FOREIGN KEY ("sub_bidang_code") REFERENCES "public"."sub_bidang"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_fulfilled_document_id_documents_id_fk" FOREIGN KEY ("fulfilled_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_fee_schedule_id_fee_schedules_id_fk" FOREIGN KEY ("fee_schedule_id") REFERENCES "public"."fee_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sub_bidang_bidang_idx" ON "sub_bidang" USING btree ("bidang_code","code");--> statement-breakpoint
CREATE INDEX "sub_bidang_kbli_idx" ON "sub_bidang" USING btree ("kbli_code");--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "application_sub_bidang_code_idx" ON "application_sub_bidang" USING btree ("sub_bidang_code");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_code_reg_uq" ON "applications" USING btree ("code_reg");--> statement-breakpoint
CREATE INDEX "applications_code_reg_prefix_idx" ON "applications" USING btree ("code_reg" text_pattern_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_company_created_idx" ON "applications" USING btree ("company_id","created_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_status_created_idx" ON "applications" USING btree ("status","created_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_status_changed_idx" ON "applications" USING btree ("status","status_changed_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_type_created_idx" ON "applications" USING btree ("type","created_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_type_status_changed_idx" ON "applications" USING btree ("type","status","status_changed_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_waiting_idx" ON "applications" USING btree ("status_changed_at") WHERE deleted_at is null and status in ('submitted', 'under_review', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "document_requests_uuid_uq" ON "document_requests" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "document_requests_status_due_idx" ON "document_requests" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "document_requests_status_created_idx" ON "document_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "document_requests_created_idx" ON "document_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "document_requests_application_idx" ON "document_requests" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_events_invoice_idx" ON "invoice_events" USING btree ("invoice_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_uuid_uq" ON "invoices" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_trans_id_uq" ON "invoices" USING btree ("trans_id");--> statement-breakpoint
CREATE INDEX "invoices_trans_id_prefix_idx" ON "invoices" USING btree ("trans_id" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_live_application_uq" ON "invoices" USING btree ("application_id") WHERE status not in ('cancelled', 'failed');--> statement-breakpoint
CREATE INDEX "invoices_application_idx" ON "invoices" USING btree ("application_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_company_issued_idx" ON "invoices" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "invoices_status_issued_idx" ON "invoices" USING btree ("status","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_status_changed_idx" ON "invoices" USING btree ("status","status_changed_at");--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","due_date");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_document_request_id_document_requests_id_fk" FOREIGN KEY ("document_request_id") REFERENCES "public"."document_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_application_idx" ON "documents" USING btree ("application_id","document_type") WHERE application_id is not null;--> statement-breakpoint
CREATE INDEX "documents_invoice_idx" ON "documents" USING btree ("invoice_id","uploaded_at") WHERE invoice_id is not null;--> statement-breakpoint
CREATE INDEX "documents_document_request_idx" ON "documents" USING btree ("document_request_id") WHERE document_request_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_current_application_uq" ON "documents" USING btree ("application_id","document_type") WHERE is_current = 1 and category = 'sbu_application';