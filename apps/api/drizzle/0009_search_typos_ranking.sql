-- issue #26 §22: one typo in a name of five letters or more is forgiven. The typo keys of the names
-- (each word and the word without each letter in turn, written by the app) find the candidates
-- through a GIN index; `search_within_one_typo` confirms them: Damerau–Levenshtein distance ≤ 1
-- (fuzzystrmatch's `levenshtein_less_equal` for an omission, an insertion or a substitution, plus
-- a transposition of two neighbours). It replaces pg_trgm word similarity on the names, whose
-- index goes (pg_trgm stays installed). fuzzystrmatch is trusted on PostgreSQL 13+; PGlite loads
-- it as an extension of its build (db/client.ts).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
DROP INDEX IF EXISTS "resume_search_names_trgm_idx";--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "name_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "resume_search_name_keys_idx" ON "resume_search" USING gin ("name_keys");--> statement-breakpoint
-- True when `term` and `word` are at most one typo apart (the domain's `withinOneTypo`, which the
-- search tests compare with this on random pairs). Both at most 255 characters (fuzzystrmatch).
CREATE OR REPLACE FUNCTION search_within_one_typo(term text, word text) RETURNS boolean
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN abs(char_length(term) - char_length(word)) > 1 THEN false
    WHEN levenshtein_less_equal(term, word, 1) <= 1 THEN true
    ELSE char_length(term) = char_length(word) AND EXISTS (
      SELECT 1 FROM generate_series(1, char_length(word) - 1) AS i
      WHERE overlay(word PLACING substr(word, i + 1, 1) || substr(word, i, 1) FROM i FOR 2) = term)
  END
$$;
-- The existing rows: the search document changes (letters of every script, weights of issue #26
-- §23, typo keys), so `SEARCH_INDEX_VERSION` 2 has `reindexSearch` rebuild every row at the next
-- start, from the users and resumes, which this migration leaves untouched.
