CREATE TABLE "commit_classifications" (
	"commit_id" bigint NOT NULL,
	"classifier" text NOT NULL,
	"prompt_version" integer NOT NULL,
	"decided_by" text NOT NULL,
	"fallback_reason" text,
	"candidates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dropped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"classified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commit_classifications_commit_id_classifier_pk" PRIMARY KEY("commit_id","classifier")
);
--> statement-breakpoint
ALTER TABLE "commit_classifications" ADD CONSTRAINT "commit_classifications_commit_id_commits_id_fk" FOREIGN KEY ("commit_id") REFERENCES "public"."commits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commit_classifications_classified_idx" ON "commit_classifications" USING btree ("classified_at");