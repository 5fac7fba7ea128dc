ALTER TABLE "neighborhoods" DROP CONSTRAINT "neighborhoods_rent_range";--> statement-breakpoint
ALTER TABLE "neighborhoods" DROP COLUMN "rent_low";--> statement-breakpoint
ALTER TABLE "neighborhoods" DROP COLUMN "rent_high";