-- issue #26 §22, search speed: a name typed with one typo finds the names it can be among the
-- distinct words of the names (this table, a few per key) instead of among the rows holding them
-- (a first name held by thousands of people read every such row to learn one word). The words of
-- `resume_search.names` of five letters or more (TYPO_MIN_NAME_LENGTH), each with its typo keys:
-- the word and the word without each letter in turn (the domain's `typoKeys`, letters being code
-- points as `char_length` counts them). A word nobody holds any more stays: a candidate that
-- finds no row.
-- The ranking reads the weights of `document` (issue #26 §23), which now holds each word once per
-- weight: `names_doc` and `skills_doc` go, and with them the TOAST reads of every match.
-- `SEARCH_INDEX_VERSION` 4 has `reindexSearch` rebuild every row's document at the next start.
CREATE TABLE "search_name_words" (
	"word" text PRIMARY KEY NOT NULL,
	"keys" text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_name_words_keys_idx" ON "search_name_words" USING gin ("keys");--> statement-breakpoint
ALTER TABLE "resume_search" DROP COLUMN "names_doc";--> statement-breakpoint
ALTER TABLE "resume_search" DROP COLUMN "skills_doc";--> statement-breakpoint
-- A row (about 2.5 KB, most of it `document`) stays whole in its page: below 4 KB nothing is
-- compressed or moved to TOAST, where every match and every ranking had to fetch it piece by piece.
ALTER TABLE "resume_search" SET (toast_tuple_target = 4080);--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_typo_keys(word text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array_agg(DISTINCT k) FROM (
    SELECT word AS k
    UNION ALL
    SELECT overlay(word PLACING '' FROM i FOR 1) FROM generate_series(1, char_length(word)) AS i
  ) AS keys
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_name_words_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_name_words (word, keys)
    SELECT DISTINCT name_word, search_typo_keys(name_word)
    FROM unnest(string_to_array(NEW.names, ' ')) AS name_word
    WHERE char_length(name_word) >= 5
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER resume_search_name_words AFTER INSERT OR UPDATE OF names ON resume_search
  FOR EACH ROW EXECUTE FUNCTION search_name_words_copy();--> statement-breakpoint
INSERT INTO search_name_words (word, keys)
  SELECT DISTINCT name_word, search_typo_keys(name_word)
  FROM resume_search, unnest(string_to_array(resume_search.names, ' ')) AS name_word
  WHERE char_length(name_word) >= 5
ON CONFLICT (word) DO NOTHING;
