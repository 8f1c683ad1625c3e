ALTER TABLE "refresh_tokens" ADD COLUMN "family_expires_at" timestamp with time zone;--> statement-breakpoint
-- Existing families end 90 days after their first token: the sign-in that started them.
UPDATE "refresh_tokens" AS t SET "family_expires_at" = f.started + interval '90 days'
FROM (SELECT "family_id", min("created_at") AS started FROM "refresh_tokens" GROUP BY "family_id") AS f
WHERE t."family_id" = f."family_id";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "family_expires_at" SET NOT NULL;
