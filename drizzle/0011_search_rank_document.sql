-- What a search result is ranked by, small enough to stay in the row: the title (weight A) and the
-- labels (B) with their positions, and the 100 words the text says most, without positions (so
-- weighed as D). Ranking reads this instead of the whole document, which for a transcript of an
-- hour is tens of kilobytes stored apart from the row. Words outside it still match (the GIN index
-- on the document finds them); they rank below a source that says them often.
CREATE FUNCTION search_rank_document(document tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT ts_filter(document, '{a,b}') || array_to_tsvector(array(
    SELECT said.lexeme FROM unnest(ts_filter(document, '{c}')) AS said
    ORDER BY cardinality(said.positions) DESC, said.lexeme
    LIMIT 100))
$$;
--> statement-breakpoint
ALTER TABLE "search_sources" ADD COLUMN "rank_document" "tsvector" GENERATED ALWAYS AS (search_rank_document(document)) STORED;
--> statement-breakpoint
-- One page of site search (src/server/features/search/site-search.ts gives the queries, the kinds,
-- the text search configuration and the headline options). Whole sources are matched by `matches`
-- and ranked by `ranks` (the same words, any of them) over their rank document; only the page's
-- sources then look for their best passage, and only those passages are headlined. A function, so
-- each connection plans it once, and so the planner is told to use the indexes: the embedded
-- database never gathers statistics, and without them reads every document, which for a search
-- that matches few costs as much as one that matches all.
CREATE FUNCTION site_search(
  search_config regconfig,
  matches tsquery,
  ranks tsquery,
  kinds text[],
  headline_options text,
  page_size integer,
  page_offset integer
) RETURNS TABLE (
  kind text,
  ref text,
  title text,
  published_at timestamptz,
  total bigint,
  start_seconds real,
  snippet text
)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH shown AS (
    SELECT s.source, s.kind, s.ref, s.title, s.published_at,
      ts_rank(s.rank_document, ranks) AS rank, count(*) OVER () AS total
    FROM search_sources s
    WHERE s.document @@ matches AND s.kind = ANY (kinds)
    ORDER BY rank DESC, s.published_at DESC NULLS LAST, s.source
    LIMIT page_size OFFSET page_offset
  )
  SELECT shown.kind, shown.ref, shown.title, shown.published_at, shown.total, passage.start_seconds,
    ts_headline(search_config, passage.body, matches, headline_options)
  FROM shown
  CROSS JOIN LATERAL (
    -- The passage with the most of the search in it; the first one when the words are spread over
    -- several (a source matches when all its words are in it, not all in one passage).
    SELECT coalesce(best.body, first.body) AS body,
      CASE WHEN best.body IS NULL THEN first.start_seconds ELSE best.start_seconds END AS start_seconds
    FROM (SELECT 1) one
    LEFT JOIN LATERAL (
      SELECT e.body, e.start_seconds FROM search_entries e
      WHERE e.source = shown.source AND e.document @@ matches
      ORDER BY ts_rank(e.document, matches, 1) DESC, e.position
      LIMIT 1
    ) best ON true
    LEFT JOIN LATERAL (
      SELECT e.body, e.start_seconds FROM search_entries e WHERE e.source = shown.source AND e.position = 0
    ) first ON true
  ) passage
  ORDER BY shown.rank DESC, shown.published_at DESC NULLS LAST, shown.source;
END
$$;
