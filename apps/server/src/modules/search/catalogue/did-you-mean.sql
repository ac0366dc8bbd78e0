-- The did-you-mean dictionary kept current by the catalogue's own writes (decision 293). Applied after the
-- migrations at every start (db/routines.ts, docs/decisions/066).
--
-- search.did_you_mean_entry holds every distinct compact title and author name of the work heads (the
-- records a search lists), with the heads' popularity summed and how many heads it names. Every write of
-- search.book (the seed, a school's import, the popularity refresh and its work heads, the bench's load,
-- a test's insert or delete) fires one trigger per statement, which adds what the statement's new rows
-- name and takes away what its old rows named; an entry naming no head any more is deleted. So an entry
-- is never stale, and one naming a head always finds it: a search for any stretch of a head's compact
-- title or author finds that head.
CREATE OR REPLACE FUNCTION search.keep_did_you_mean() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  -- The statement's rows that count, new ones adding and old ones taking away (transition tables).
  added text := 'SELECT title_norm, author_norm, popularity, 1 AS sign FROM new_books WHERE work_head';
  taken text := 'SELECT title_norm, author_norm, popularity, -1 AS sign FROM old_books WHERE work_head';
  gone_fields text[];
  gone_texts text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE search.did_you_mean_entry;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    WITH changed AS (%s),
    delta AS (
      SELECT e.field, e.text, sum(c.sign * c.popularity) AS popularity, sum(c.sign)::int AS book_count
      FROM changed c
        CROSS JOIN LATERAL (VALUES ('title', c.title_norm), ('author', c.author_norm)) AS e(field, text)
      WHERE e.text <> ''
      GROUP BY e.field, e.text
      HAVING sum(c.sign) <> 0 OR sum(c.sign * c.popularity) <> 0
    ), kept AS (
      INSERT INTO search.did_you_mean_entry AS d (field, text, popularity, book_count)
      SELECT field, text, popularity, book_count FROM delta ORDER BY field, text
      ON CONFLICT (field, text) DO UPDATE
        SET popularity = d.popularity + excluded.popularity, book_count = d.book_count + excluded.book_count
      RETURNING d.field, d.text, d.book_count
    )
    SELECT array_agg(field), array_agg(text) FROM kept WHERE book_count <= 0
  $sql$, CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN taken
    ELSE added || ' UNION ALL ' || taken END)
  INTO gone_fields, gone_texts;
  IF gone_fields IS NOT NULL THEN
    DELETE FROM search.did_you_mean_entry d
    USING unnest(gone_fields, gone_texts) AS g(field, text)
    WHERE d.field = g.field AND d.text = g.text;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER did_you_mean_after_insert AFTER INSERT ON search.book
  REFERENCING NEW TABLE AS new_books FOR EACH STATEMENT EXECUTE FUNCTION search.keep_did_you_mean();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER did_you_mean_after_update AFTER UPDATE ON search.book
  REFERENCING OLD TABLE AS old_books NEW TABLE AS new_books
  FOR EACH STATEMENT EXECUTE FUNCTION search.keep_did_you_mean();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER did_you_mean_after_delete AFTER DELETE ON search.book
  REFERENCING OLD TABLE AS old_books FOR EACH STATEMENT EXECUTE FUNCTION search.keep_did_you_mean();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER did_you_mean_after_truncate AFTER TRUNCATE ON search.book
  FOR EACH STATEMENT EXECUTE FUNCTION search.keep_did_you_mean();
