CREATE TABLE "catalogue_import_changes" (
	"import_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"resource" text NOT NULL,
	"action" text NOT NULL,
	"change" jsonb NOT NULL,
	CONSTRAINT "catalogue_import_changes_import_id_seq_pk" PRIMARY KEY("import_id","seq"),
	CONSTRAINT "catalogue_import_changes_resource" CHECK ("catalogue_import_changes"."resource" IN ('apartments', 'floor-plans')),
	CONSTRAINT "catalogue_import_changes_action" CHECK ("catalogue_import_changes"."action" IN ('create', 'update'))
);
--> statement-breakpoint
ALTER TABLE "catalogue_import_changes" ADD CONSTRAINT "catalogue_import_changes_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_import_changes_kind_idx" ON "catalogue_import_changes" USING btree ("import_id","resource","action","seq");--> statement-breakpoint
-- A preview stored before this migration held its changes inside its plan, which Apply no longer reads: set it aside
-- (the admin uploads the file again).
UPDATE "catalogue_imports" SET "status" = 'discarded', "plan" = NULL WHERE "status" = 'preview';
