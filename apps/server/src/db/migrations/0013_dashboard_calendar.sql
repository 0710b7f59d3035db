CREATE TABLE "collective_leave_days" (
	"date" date PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collective_leave_days" ADD CONSTRAINT "collective_leave_days_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_deleted_idx" ON "applications" USING btree ("id") WHERE deleted_at is not null;--> statement-breakpoint
CREATE INDEX "applications_company_changed_idx" ON "applications" USING btree ("company_id","status_changed_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoices_company_changed_idx" ON "invoices" USING btree ("company_id","status_changed_at");--> statement-breakpoint
CREATE INDEX "invoices_paid_at_idx" ON "invoices" USING btree ("paid_at","total") WHERE status = 'paid';--> statement-breakpoint
CREATE INDEX "certificates_company_status_valid_idx" ON "certificates" USING btree ("company_id","status","valid_until");--> statement-breakpoint
CREATE INDEX "certificates_company_changed_idx" ON "certificates" USING btree ("company_id","status_changed_at");