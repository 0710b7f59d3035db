CREATE INDEX "applications_company_updated_idx" ON "applications" USING btree ("company_id","updated_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_status_changed_all_idx" ON "applications" USING btree ("status_changed_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_type_changed_idx" ON "applications" USING btree ("type","status_changed_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "applications_type_status_created_idx" ON "applications" USING btree ("type","status","created_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "document_requests_due_idx" ON "document_requests" USING btree ("due_date","id");