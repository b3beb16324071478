ALTER TABLE "contacts" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "handle" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "repository_id" integer;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "source_path" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "source_commit" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_repository_id_repositories_id_fk" FOREIGN KEY ("repository_id") REFERENCES "public"."repositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_repository_idx" ON "contacts" USING btree ("repository_id");