ALTER TABLE "menu_items" ADD COLUMN "category" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A shop started before categories keeps its menu; the spec's nine packages get their headings
-- (issue 29), matched by name, so a package the vendor renamed or added is left for them to file.
UPDATE "menu_items" SET "category" = 'Packages' WHERE "category" = '' AND lower("name") IN ('mini package', 'mini(turkey) package', 'mega package', 'mega(turkey) package', 'jumbo package', 'jumbo(turkey) package');--> statement-breakpoint
UPDATE "menu_items" SET "category" = 'Burgers' WHERE "category" = '' AND lower("name") IN ('chicken burger', 'chicken burger and fries', 'chicken and chips');
