CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"environment_id" integer NOT NULL,
	"name" text NOT NULL,
	"apex" boolean NOT NULL,
	"readonly" boolean DEFAULT false NOT NULL,
	"deletable" boolean DEFAULT true NOT NULL,
	"cdn_enabled" boolean DEFAULT false NOT NULL,
	"cdn_order_id" integer,
	"cdn_order_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "domain_id" integer;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domains_name_idx" ON "domains" USING btree ("name");--> statement-breakpoint
CREATE INDEX "domains_environment_name_idx" ON "domains" USING btree ("environment_id","name","id");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_domain_idx" ON "certificates" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "domains_name_trgm" ON "domains" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off);