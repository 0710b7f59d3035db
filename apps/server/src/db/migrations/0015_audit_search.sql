CREATE INDEX "audit_log_actor_email_trgm_idx" ON "audit_log" USING gin ("actor_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_trgm_idx" ON "audit_log" USING gin ("entity_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_reason_trgm_idx" ON "audit_log" USING gin ("reason" gin_trgm_ops);