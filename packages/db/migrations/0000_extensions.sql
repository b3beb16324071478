-- pg_trgm serves keyword search (trigram GIN index on feed_items.search_text).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
