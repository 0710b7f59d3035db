-- Verifiable certificates (docs/decisions/102): the keys that sign PDFs and credentials, each
-- certificate's place in the revocation status list, and the indexes of the public checks.
CREATE TABLE "signing_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"kid" text NOT NULL,
	"algorithm" text NOT NULL,
	"private_key" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"certificate_pem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "signing_keys_kid_uq" ON "signing_keys" USING btree ("kid");--> statement-breakpoint
CREATE UNIQUE INDEX "signing_keys_current_uq" ON "signing_keys" USING btree ("purpose") WHERE "retired_at" IS NULL;--> statement-breakpoint
CREATE SEQUENCE "certificate_status_list_index_seq" AS integer MINVALUE 0 START WITH 0;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status_list_index" integer DEFAULT nextval('certificate_status_list_index_seq') NOT NULL;--> statement-breakpoint
ALTER SEQUENCE "certificate_status_list_index_seq" OWNED BY "certificates"."status_list_index";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status_list_set_at" timestamp with time zone;--> statement-breakpoint
UPDATE "certificates" SET "status_list_set_at" = "status_changed_at" WHERE "status" IN ('revoked', 'superseded');--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_status_list_index_uq" ON "certificates" USING btree ("status_list_index");--> statement-breakpoint
CREATE INDEX "certificates_status_list_set_idx" ON "certificates" USING btree ("status_list_index") WHERE "status_list_set_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "certificates_register_name_trgm_idx" ON "certificates" USING gin (("data" ->> 'company_name') gin_trgm_ops) WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "certificate_revisions_sha256_idx" ON "certificate_revisions" USING btree ("sha256");
