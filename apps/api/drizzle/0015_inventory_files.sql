CREATE INDEX "resume_search_current_updated_idx" ON "resume_search" USING btree (coalesce("resume_updated_at", "user_updated_at"),"referee_id","resume_updated_at","user_updated_at") WHERE "resume_search"."collaborator" and "resume_search"."live" and not "resume_search"."resigner";--> statement-breakpoint
-- issue #29 §4 (the Inventory's freshness per HR referee): the current files — live collaborators,
-- ex-employees apart (resigners), people without any skill included — counted per referee by the
-- calendar month (UTC, `YYYY-MM`) their file turns outdated: its last update + 6 calendar months
-- (spec §9), the arithmetic of outdatedSql, the domain's isOutdated and 0014's skill_usage_copy.
-- A file is outdated once that month is past, or within the month once that moment is: the read
-- (freshnessByReferee) sums the months before the current one and counts the current month's few
-- crossed files through resume_search_current_updated_idx. So the counts depend on the rows alone,
-- never on the clock: no flag to sweep. Rows: scope `files`, kind `referee`, skill the referee's
-- id or `none`, `counts` the months' files (months summing to 0 left out), `last` empty; appended
-- as deltas and folded by 0014's inventory_supply_compact like the supply's. The supply's reads
-- ask for the scopes `*`, `r:…` and `j:…` only, so they never see these rows.
-- A search row as the counts see it: its referee, its last update, and whether it is a current
-- file. Only these travel to the deltas: a whole row would carry its search document, detoasted.
CREATE TYPE inventory_file AS (referee_id uuid, updated_at timestamptz, current boolean);--> statement-breakpoint
CREATE OR REPLACE FUNCTION inventory_files_deltas(added inventory_file[], removed inventory_file[])
RETURNS TABLE (scope text, kind text, skill text, counts jsonb, last jsonb)
LANGUAGE sql STABLE AS $$
  WITH changed AS (
    SELECT coalesce(c.referee_id::text, 'none') AS referee,
        to_char((c.updated_at AT TIME ZONE 'UTC') + make_interval(months => 6), 'YYYY-MM') AS month,
        c.delta
      FROM (SELECT a.*, 1 AS delta FROM unnest(added) AS a
            UNION ALL SELECT r.*, -1 FROM unnest(removed) AS r) AS c
      WHERE c.current
  ), summed AS (
    SELECT referee, month, sum(delta)::int AS n FROM changed
      GROUP BY referee, month HAVING sum(delta) <> 0
  )
  SELECT 'files', 'referee', m.referee, jsonb_object_agg(m.month, m.n), '{}'::jsonb
    FROM summed AS m GROUP BY m.referee
$$;--> statement-breakpoint
-- Appends the deltas of each statement writing resume_search (a save, a transfer, a status
-- change, an erasure); a statement that changes none of the counted columns appends nothing.
-- A current file: a live collaborator who is not an ex-employee (resigner).
CREATE OR REPLACE FUNCTION inventory_files_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inventory_supply (scope, kind, skill, counts, last)
      SELECT * FROM inventory_files_deltas(ARRAY(SELECT (n.referee_id,
          coalesce(n.resume_updated_at, n.user_updated_at), n.collaborator AND n.live AND NOT n.resigner)::inventory_file
        FROM new_rows AS n), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO inventory_supply (scope, kind, skill, counts, last)
      SELECT * FROM inventory_files_deltas('{}', ARRAY(SELECT (o.referee_id,
          coalesce(o.resume_updated_at, o.user_updated_at), o.collaborator AND o.live AND NOT o.resigner)::inventory_file
        FROM old_rows AS o));
  ELSE
    INSERT INTO inventory_supply (scope, kind, skill, counts, last)
      SELECT * FROM inventory_files_deltas(
        ARRAY(SELECT (n.referee_id, coalesce(n.resume_updated_at, n.user_updated_at),
            n.collaborator AND n.live AND NOT n.resigner)::inventory_file FROM new_rows AS n),
        ARRAY(SELECT (o.referee_id, coalesce(o.resume_updated_at, o.user_updated_at),
            o.collaborator AND o.live AND NOT o.resigner)::inventory_file FROM old_rows AS o));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER resume_search_files_insert AFTER INSERT ON resume_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_files_count();--> statement-breakpoint
CREATE TRIGGER resume_search_files_delete AFTER DELETE ON resume_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_files_count();--> statement-breakpoint
CREATE TRIGGER resume_search_files_update AFTER UPDATE ON resume_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_files_count();--> statement-breakpoint
-- The first count, of the rows already there, in 64 slices (no array holds the whole table),
-- then folded.
DO $$
BEGIN
  FOR part IN 0..63 LOOP
    INSERT INTO inventory_supply (scope, kind, skill, counts, last)
      SELECT * FROM inventory_files_deltas(ARRAY(SELECT (s.referee_id,
          coalesce(s.resume_updated_at, s.user_updated_at), s.collaborator AND s.live AND NOT s.resigner)::inventory_file
        FROM resume_search AS s WHERE abs(hashtext(s.user_id::text) % 64) = part), '{}');
  END LOOP;
  PERFORM inventory_supply_compact();
END
$$;
