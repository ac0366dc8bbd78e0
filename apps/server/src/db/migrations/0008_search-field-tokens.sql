-- Custom (docs/decisions/016-field-tokens.md): the author's and the publisher's index tokens once more
-- with a field mark ('a_' and 'p_' before each character and bigram of author_norm and publisher_norm),
-- for records written before the tokenizer added them (modules/search/catalogue/tokenize.ts writes
-- them for new records). Characters are code points in both PostgreSQL and PGlite (UTF-8), as in the
-- tokenizer; tsvector concatenation drops duplicates, so running this over new records changes nothing.
UPDATE "search"."book" AS b
SET "search_tokens" = b."search_tokens" || array_to_tsvector(f.tokens)
FROM (
  SELECT t.book_key, array_agg(DISTINCT t.token) AS tokens
  FROM (
    SELECT k.book_key, m.mark || substr(m.compact, i, n) AS token
    FROM "search"."book" AS k
    CROSS JOIN LATERAL (VALUES ('a_', k."author_norm"), ('p_', k."publisher_norm")) AS m(mark, compact)
    CROSS JOIN LATERAL (VALUES (1), (2)) AS len(n)
    CROSS JOIN LATERAL generate_series(1, char_length(m.compact) - n + 1) AS i
    WHERE k."search_tokens" IS NOT NULL
  ) AS t
  GROUP BY t.book_key
) AS f
WHERE f.book_key = b."book_key";
