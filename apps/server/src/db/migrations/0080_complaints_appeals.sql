CREATE TABLE "appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"subject_type" text NOT NULL,
	"subject_key" text NOT NULL,
	"subject_label" text NOT NULL,
	"decision_at" timestamp with time zone NOT NULL,
	"decision_reason" text,
	"decision_by" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rejected_from" text,
	"reason" text NOT NULL,
	"document_uuids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"answer_by" date NOT NULL,
	"decision" text,
	"answer_reason" text,
	"decided_by" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"certificate_number" text,
	"code_reg" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"answer_by" date NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_by_name" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_uuid_uq" ON "appeals" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_decision_uq" ON "appeals" USING btree ("subject_type","subject_key","decision_at");--> statement-breakpoint
CREATE INDEX "appeals_company_created_idx" ON "appeals" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "appeals_status_created_idx" ON "appeals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "appeals_open_answer_by_idx" ON "appeals" USING btree ("answer_by") WHERE status in ('submitted', 'under_review');--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_uuid_uq" ON "complaints" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "complaints_user_created_idx" ON "complaints" USING btree ("user_id","created_at") WHERE user_id is not null;--> statement-breakpoint
CREATE INDEX "complaints_status_created_idx" ON "complaints" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_open_answer_by_idx" ON "complaints" USING btree ("answer_by") WHERE status = 'submitted';--> statement-breakpoint
DROP INDEX "invoices_live_application_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_live_application_uq" ON "invoices" USING btree ("application_id") WHERE status not in ('cancelled', 'failed', 'refunded');
