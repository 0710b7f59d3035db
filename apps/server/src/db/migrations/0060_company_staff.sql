-- Company staff (docs/decisions/104): every account of a company names it; the owner is the
-- company's `user_id`, staff are invited by the owner. A company's members are one indexed lookup.
ALTER TABLE "users" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_role_check" CHECK ("company_role" IN ('owner', 'staff'));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id","company_role") WHERE "users"."company_id" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "company_id" = c."id", "company_role" = 'owner' FROM "companies" c WHERE c."user_id" = "users"."id";--> statement-breakpoint
-- The owner's membership follows the company row, however it is inserted (sign-up, the demo seed,
-- test builders): one place keeps `users.company_id` true for owners.
CREATE FUNCTION "companies_owner_membership"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "company_id" = NEW."id", "company_role" = 'owner' WHERE "id" = NEW."user_id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "companies_owner_membership" AFTER INSERT ON "companies" FOR EACH ROW EXECUTE FUNCTION "companies_owner_membership"();
