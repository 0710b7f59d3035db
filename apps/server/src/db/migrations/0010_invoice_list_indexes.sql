CREATE INDEX "invoices_company_status_issued_idx" ON "invoices" USING btree ("company_id","status","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_company_due_idx" ON "invoices" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "invoices_status_changed_at_idx" ON "invoices" USING btree ("status_changed_at");