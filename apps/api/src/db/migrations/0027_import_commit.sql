ALTER TABLE "import_batches" ADD COLUMN "resolutions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "created_records" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "rows_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "last_row_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "commit_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "rows_done_at_start" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "progress_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "import_rows" ADD COLUMN "applied_at" timestamp with time zone DEFAULT now() NOT NULL;