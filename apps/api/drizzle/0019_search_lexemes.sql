-- issue #30 §4, a million files: a searched term is a prefix (`java` finds javascript too). The text
-- index answers a prefix by scanning its words from the prefix on and decoding every match into a
-- bitmap before the first row is read: `cobol:*` took 57–120 ms for 62,740 files, where the word
-- `cobol` took 22 ms; `java:* & kubernetes:*` 170 ms, `java & kubernetes` 15 ms. So the words a
-- term is a prefix of are looked up here first (one range of this key, in byte order), and the
-- index is asked for those words (modules/search/repository.ts, `termsQuery`); a term that starts
-- too many words (a letter or two, as someone types) is still asked as a prefix.
-- Every distinct lexeme of `resume_search.document`, kept by two statement triggers: inserted in
-- byte order, one statement at a time (two saves at once wait for each other, never deadlock). A
-- lexeme nobody holds any more stays (a word that finds no one) until the last person holding it
-- is erased (privacy/service.ts `erasePerson`).
CREATE TABLE "search_lexemes" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_lexemes_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_lexemes (lexeme)
      SELECT DISTINCT lexeme FROM new_rows, unnest(tsvector_to_array(new_rows.document)) AS lexeme
      ORDER BY lexeme
    ON CONFLICT (lexeme) DO NOTHING;
  ELSE
    INSERT INTO search_lexemes (lexeme)
      SELECT DISTINCT lexeme
      FROM new_rows JOIN old_rows USING (user_id), unnest(tsvector_to_array(new_rows.document)) AS lexeme
      WHERE new_rows.document IS DISTINCT FROM old_rows.document
      ORDER BY lexeme
    ON CONFLICT (lexeme) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER resume_search_lexemes_insert AFTER INSERT ON resume_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_copy();--> statement-breakpoint
CREATE TRIGGER resume_search_lexemes_update AFTER UPDATE ON resume_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_copy();--> statement-breakpoint
-- The tsquery of one lexeme as it is, not parsed again ('full-stack' stays one word): quoted, with
-- a quote doubled and a backslash escaped (tsquery input syntax).
CREATE OR REPLACE FUNCTION search_lexeme_query(lexeme text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery
$$;--> statement-breakpoint
INSERT INTO search_lexemes (lexeme)
  SELECT DISTINCT lexeme FROM resume_search, unnest(tsvector_to_array(resume_search.document)) AS lexeme
ON CONFLICT (lexeme) DO NOTHING;
