CREATE TABLE "review_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"actor_name" text,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_events_entity_idx" ON "review_events" USING btree ("entity_type","entity_id","at");--> statement-breakpoint
CREATE INDEX "companies_status_submitted_idx" ON "companies" USING btree ("status","submitted_at","id");--> statement-breakpoint
-- Companies already in review: their submission changed the status and set updated_at, and a
-- company in review cannot edit its own data, so updated_at is the submission time (an admin
-- correction since then may make it later, never earlier: such a company queues a little behind).
UPDATE "companies" SET "submitted_at" = "updated_at" WHERE "status" = 'in_review' AND "submitted_at" IS NULL;
