-- A project's items newest first in the feed's tie order, with every column a personal feed page
-- of a few projects' recent items (`days`) sorts by: read from the index alone instead of ~800
-- wide rows fetched for their rank (ADR 052). About 3 s at 1,000,000 items.
DROP INDEX "feed_items_project_date_idx";--> statement-breakpoint
CREATE INDEX "feed_items_project_date_idx" ON "feed_items" USING btree ("project_id","analysis_date" DESC NULLS LAST,"priority_rank" DESC NULLS LAST,"id");
