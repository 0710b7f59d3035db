CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "invoices_company_issued_idx";--> statement-breakpoint
DROP INDEX "invoices_issued_idx";--> statement-breakpoint
DROP INDEX "invoices_status_issued_idx";--> statement-breakpoint
DROP INDEX "invoices_status_changed_idx";--> statement-breakpoint
CREATE INDEX "invoices_company_status_issued_idx" ON "invoices" USING btree ("company_id","status","issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_company_due_idx" ON "invoices" USING btree ("company_id","due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_status_changed_at_idx" ON "invoices" USING btree ("status_changed_at","id");--> statement-breakpoint
CREATE INDEX "invoices_company_name_trgm_idx" ON "invoices" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_company_issued_idx" ON "invoices" USING btree ("company_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_status_issued_idx" ON "invoices" USING btree ("status","issued_at","id");--> statement-breakpoint
CREATE INDEX "invoices_status_changed_idx" ON "invoices" USING btree ("status","status_changed_at","id");