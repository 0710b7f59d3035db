-- A certificate reinstated by an upheld appeal gets a fresh credential with a new entry in the
-- revocation status list; the old entry's bit stays set, as W3C Bitstring Status List defines a
-- revocation (docs/decisions/106, docs/business-rules.md#complaints-and-appeals).
CREATE TABLE "certificate_retired_status_entries" (
	"status_list_index" integer PRIMARY KEY NOT NULL,
	"certificate_id" integer NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_retired_status_entries" ADD CONSTRAINT "certificate_retired_status_entries_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "certificate_retired_status_entries_certificate_idx" ON "certificate_retired_status_entries" USING btree ("certificate_id");
