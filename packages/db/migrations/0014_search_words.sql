-- Keyword search by words (ADR 049). The words of a search_text are its runs of characters between
-- spaces, line breaks, tabs and carriage returns: wherever a keyword occurs, each of its own runs
-- lies inside one word. The app splits keywords the same way
-- (packages/db/src/queries/search-keyword-words.ts): change both together, then rebuild the index
-- and the vocabulary. Costly per row (~5x a LIKE over the text), and said so (COST), so that the
-- planner reaches items through the index on it rather than computing it for rows it reads.
-- PL/pgSQL so that the planner keeps the call (and its cost) instead of inlining its body.
CREATE FUNCTION feed_search_words(search_text text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 1000
AS $$
BEGIN
  RETURN array_remove(string_to_array(translate(search_text, E'\n\t\r', '   '), ' '), '');
END
$$;
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Every statement that writes feed_items adds the words of the rows it wrote, whoever runs it (the
-- pipeline's upsert, the bench seed, a hand-written fix): search only finds an item by a word the
-- vocabulary has. Words are never removed (a word no item holds finds nothing). Sorted, so two
-- writers adding the same new words wait for each other instead of deadlocking.
CREATE FUNCTION search_vocabulary_add_words() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO search_vocabulary (word)
  SELECT DISTINCT w FROM written_rows, unnest(feed_search_words(written_rows.search_text)) AS w
  ORDER BY w
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Transition tables allow one event per trigger, hence two. Created before the backfill: they lock
-- feed_items against writes until this migration commits, so no item is written between the
-- backfill's snapshot and the triggers.
CREATE TRIGGER feed_items_search_vocabulary_insert AFTER INSERT ON feed_items
REFERENCING NEW TABLE AS written_rows
FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add_words();
--> statement-breakpoint
CREATE TRIGGER feed_items_search_vocabulary_update AFTER UPDATE ON feed_items
REFERENCING NEW TABLE AS written_rows
FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add_words();
--> statement-breakpoint
INSERT INTO search_vocabulary (word)
SELECT DISTINCT unnest(feed_search_words(search_text)) FROM feed_items
ON CONFLICT (word) DO NOTHING;
--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "feed_items_search_words_gin" ON "feed_items" USING gin (feed_search_words("search_text"));
--> statement-breakpoint
-- The planner estimates how many items hold a keyword's words from the index expression's
-- statistics (most common words and their frequencies), which only ANALYZE gathers.
ANALYZE feed_items;
--> statement-breakpoint
ANALYZE search_vocabulary;
--> statement-breakpoint
-- Search no longer reads the trigram index: keywords go through the words' index, and a keyword
-- the vocabulary cannot answer (every run shorter than three characters) gives pg_trgm no trigram
-- to look up either. It held ~800 MB and cost a third of the seed's time at 1M items. Dropped last:
-- the drop locks out reads of feed_items until the commit.
DROP INDEX IF EXISTS "feed_items_search_trgm";
