CREATE TABLE "certificate_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" integer NOT NULL,
	"name" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" integer,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_reminders" (
	"certificate_id" integer NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "certificate_reminders_certificate_id_days_before_pk" PRIMARY KEY("certificate_id","days_before")
);
--> statement-breakpoint
CREATE TABLE "certificate_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"data" jsonb NOT NULL,
	"reason" text,
	"changed_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"certificate_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"browser" text
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"application_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"replaces_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_on" date NOT NULL,
	"valid_until" date NOT NULL,
	"published_by" integer,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_events" ADD CONSTRAINT "certificate_events_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_events" ADD CONSTRAINT "certificate_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_reminders" ADD CONSTRAINT "certificate_reminders_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_revisions" ADD CONSTRAINT "certificate_revisions_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_revisions" ADD CONSTRAINT "certificate_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_verifications" ADD CONSTRAINT "certificate_verifications_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_replaces_id_certificates_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_events_certificate_idx" ON "certificate_events" USING btree ("certificate_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_revisions_uq" ON "certificate_revisions" USING btree ("certificate_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_revisions_storage_key_uq" ON "certificate_revisions" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "certificate_verifications_certificate_idx" ON "certificate_verifications" USING btree ("certificate_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_uuid_uq" ON "certificates" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_uq" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_application_uq" ON "certificates" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_replaces_uq" ON "certificates" USING btree ("replaces_id") WHERE replaces_id is not null;--> statement-breakpoint
CREATE INDEX "certificates_number_prefix_idx" ON "certificates" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "certificates_company_idx" ON "certificates" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_issued_idx" ON "certificates" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "certificates_status_issued_idx" ON "certificates" USING btree ("status","issued_at","id");--> statement-breakpoint
CREATE INDEX "certificates_status_valid_idx" ON "certificates" USING btree ("status","valid_until","id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_certificate_idx" ON "applications" USING btree ("certificate_id") WHERE certificate_id is not null;