-- The back office (docs/decisions/103): claims on queue items, the answered-requests queue, the
-- bank reference and statement line of a payment, and exports made in the background.
CREATE TABLE "queue_claims" (
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"claimed_at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	PRIMARY KEY ("entity_type", "entity_id")
);
--> statement-breakpoint
ALTER TABLE "document_requests" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_requests" ADD COLUMN "checked_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
-- Answers given before the queue existed were seen when their application was decided: only the
-- answers of applications still under review wait for a look.
UPDATE "document_requests" r SET "checked_at" = r."fulfilled_at"
  WHERE r."status" = 'fulfilled'
    AND NOT EXISTS (SELECT 1 FROM "applications" a WHERE a."id" = r."application_id" AND a."status" = 'under_review');--> statement-breakpoint
-- The answered-requests queue: unchecked answers, the oldest answer first.
CREATE INDEX "document_requests_answered_idx" ON "document_requests" USING btree ("fulfilled_at","id") WHERE "status" = 'fulfilled' AND "checked_at" IS NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "bank_reference" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "statement_line" jsonb;--> statement-breakpoint
CREATE TABLE "exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"list" text NOT NULL,
	"format" text NOT NULL,
	"filter" jsonb NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"row_count" integer NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"storage_key" text,
	"size_bytes" bigint,
	"sha256" text,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "exports_uuid_uq" ON "exports" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "exports_admin_created_idx" ON "exports" USING btree ("admin_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exports_storage_key_idx" ON "exports" USING btree ("storage_key") WHERE "storage_key" IS NOT NULL;
--> statement-breakpoint
-- Bank-statement matching by amount: the open invoices of a total (docs/business-rules.md#bank-statement).
CREATE INDEX "invoices_open_total_idx" ON "invoices" USING btree ("total") WHERE "status" IN ('pending', 'waiting_confirmation');
