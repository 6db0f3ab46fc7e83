CREATE TABLE "wordpress_runs" (
	"environment_id" integer NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "wordpress_runs_environment_id_action_pk" PRIMARY KEY("environment_id","action")
);
--> statement-breakpoint
ALTER TABLE "site_git" ADD COLUMN "autopull" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "wordpress_runs" ADD CONSTRAINT "wordpress_runs_environment_id_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A run started through the API is a person's write (README "Audit trail"), kept per site.
CREATE TRIGGER wordpress_runs_audit AFTER INSERT OR UPDATE OR DELETE ON wordpress_runs
  FOR EACH ROW EXECUTE FUNCTION audit_row('environment');
