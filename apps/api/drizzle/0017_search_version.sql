CREATE TABLE "resume_search_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"changes" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "resume_search_outdated_after_idx" ON "resume_search" USING btree (((coalesce("resume_updated_at", "user_updated_at") at time zone 'UTC') + interval '6 months')) WHERE "resume_search"."collaborator" and "resume_search"."live";--> statement-breakpoint
-- issue #30 §1: the data version of resume_search, which names what a cached dashboard search
-- (modules/search/cache.ts) was computed from. Every transaction writing resume_search appends one
-- row (no shared row is updated: writers never wait on one another); a
-- snapshot's version is the sum of `changes` over the rows it sees. Transactions become visible
-- to every snapshot in one order, so a snapshot sees a prefix of them, and each sum names one
-- state of the table. resume_search_changes_compact folds the rows into one, the sum unchanged.
--
-- One row per transaction, not per statement: a user's row trigger upserts resume_search with a
-- statement of its own, so a batch of 500 users would append 500 rows (200,000 for a seed of
-- 100,000, summed on every read: 13 ms). A transaction-local setting marks the transaction once it
-- has appended; it is undone with a rolled-back savepoint, as the row is.
CREATE OR REPLACE FUNCTION resume_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('highlight.search_changed', true) IS DISTINCT FROM 'on' THEN
    INSERT INTO resume_search_changes (changes) VALUES (1);
    PERFORM set_config('highlight.search_changed', 'on', true);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER resume_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON resume_search
  FOR EACH STATEMENT EXECUTE FUNCTION resume_search_changed();--> statement-breakpoint
-- The rows of the version, folded into one: deleted and summed in one statement. A concurrent
-- fold waits for this one's row locks, then finds them deleted: it folds only what it deleted.
CREATE OR REPLACE FUNCTION resume_search_changes_compact() RETURNS integer LANGUAGE sql AS $$
  WITH gone AS (
    DELETE FROM resume_search_changes
      WHERE (SELECT count(*) FROM resume_search_changes) > 1
      RETURNING changes
  ), folded AS (
    INSERT INTO resume_search_changes (changes) SELECT sum(changes) FROM gone HAVING count(*) > 0
  )
  SELECT count(*)::int FROM gone
$$;--> statement-breakpoint
INSERT INTO resume_search_changes (changes) VALUES (1);
