ALTER TABLE "orders" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");