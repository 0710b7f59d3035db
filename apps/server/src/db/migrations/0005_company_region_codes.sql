ALTER TABLE "companies" ADD COLUMN "province_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "regency_city_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "district_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "village_code" text;