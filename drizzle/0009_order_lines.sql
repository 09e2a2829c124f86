CREATE TABLE "order_lines" (
	"order_id" integer NOT NULL,
	"line" integer NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_lines_order_id_line_pk" PRIMARY KEY("order_id","line")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_created_idx" ON "order_lines" USING btree ("created_at");--> statement-breakpoint
-- Every insert into orders makes its lines here, in the same statement and transaction, from the
-- items it stores (the rows an ON CONFLICT DO NOTHING skipped are not in new_orders). A trigger
-- rather than the server's code: every writer (the batcher, tests, a seed) gets the lines, and
-- orders.items, which the API reads, stays the one thing written.
CREATE FUNCTION "public"."order_lines_from_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "public"."order_lines" ("order_id", "line", "item_id", "name", "price", "quantity", "created_at")
  SELECT o."id", i.line, (i.item->>'id')::int, i.item->>'name', (i.item->>'price')::int, (i.item->>'quantity')::int, o."created_at"
  FROM new_orders o CROSS JOIN LATERAL jsonb_array_elements(o."items") WITH ORDINALITY AS i(item, line);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_make_lines" AFTER INSERT ON "public"."orders" REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION "public"."order_lines_from_items"();--> statement-breakpoint
-- The orders placed before this migration get their lines.
INSERT INTO "order_lines" ("order_id", "line", "item_id", "name", "price", "quantity", "created_at")
SELECT o."id", i.line, (i.item->>'id')::int, i.item->>'name', (i.item->>'price')::int, (i.item->>'quantity')::int, o."created_at"
FROM "orders" o CROSS JOIN LATERAL jsonb_array_elements(o."items") WITH ORDINALITY AS i(item, line);
