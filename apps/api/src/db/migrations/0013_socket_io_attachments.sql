CREATE TABLE "socket_io_attachments" (
	"id" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" "bytea",
	CONSTRAINT "socket_io_attachments_id_unique" UNIQUE("id")
);
--> statement-breakpoint
-- Announced on "data_changed" like every table (see 0004_data_changed_notify.sql).
CREATE TRIGGER "data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "socket_io_attachments" FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
