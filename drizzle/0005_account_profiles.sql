CREATE TABLE "account_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;