-- The saved list in its order (newest bookmark first, read backwards), so its 200 wide rows are
-- fetched in order instead of sorted after the join (ADR 046).
CREATE INDEX "saved_feeds_user_order_idx" ON "saved_feeds" USING btree ("user_id","created_at","feed_item_id");
--> statement-breakpoint
-- Feed reads are many small concurrent statements (pages, counts, search) on a few cores: a
-- parallel plan makes one of them take workers from the others. The personal feed reads its
-- project ids inside the page's statement (ADR 046), so the planner estimates `project_id =
-- ANY($0)` with a generic list size; for deep pages it then chose a Gather Merge over a parallel
-- index-only scan, 5x slower than the serial scan of the same index. Never plan one on feed_items.
ALTER TABLE "feed_items" SET (parallel_workers = 0);
