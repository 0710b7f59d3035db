ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The CSRF key now derives from the server secret (docs/decisions/013): the stored one is unused.
DELETE FROM "app_settings" WHERE "key" = 'csrf_hmac_key';
