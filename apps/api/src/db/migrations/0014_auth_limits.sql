CREATE TABLE "auth_attempts" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"at_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_failures" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_at_ms" bigint NOT NULL,
	CONSTRAINT "auth_failures_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "auth_attempts_key_idx" ON "auth_attempts" USING btree ("scope","key","at_ms");--> statement-breakpoint
CREATE INDEX "auth_failures_last_idx" ON "auth_failures" USING btree ("last_at_ms");--> statement-breakpoint
-- Announced on "data_changed" like every table (see 0004_data_changed_notify.sql).
CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "auth_attempts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "auth_failures" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
