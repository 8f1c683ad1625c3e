-- Existing splits take their transaction's product before the column becomes NOT NULL.
ALTER TABLE "commission_splits" ADD COLUMN "product_id" integer;--> statement-breakpoint
UPDATE "commission_splits" s SET "product_id" = t."product_id" FROM "transactions" t WHERE t."transaction_id" = s."transaction_id";--> statement-breakpoint
ALTER TABLE "commission_splits" ALTER COLUMN "product_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_splits" ADD CONSTRAINT "commission_splits_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_splits_product_date_idx" ON "commission_splits" USING btree ("product_id","split_date");
