CREATE TABLE "inventory_supply" (
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"skill" text NOT NULL,
	"counts" jsonb NOT NULL,
	"last" jsonb NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "skill_usage" ADD COLUMN "resigner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "skill_usage" ADD COLUMN "referee_id" uuid;--> statement-breakpoint
ALTER TABLE "skill_usage" ADD COLUMN "jobs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "skill_usage" ADD COLUMN "stale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "skill_usage" ADD COLUMN "outdated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "inventory_supply_key_idx" ON "inventory_supply" USING btree ("scope","kind","skill");--> statement-breakpoint
CREATE INDEX "inventory_supply_deltas_idx" ON "inventory_supply" USING btree ("scope","kind","skill") WHERE not "inventory_supply"."folded";--> statement-breakpoint
CREATE INDEX "resume_search_jobs_idx" ON "resume_search" USING gin ("jobs");--> statement-breakpoint
CREATE INDEX "skill_usage_active_months_idx" ON "skill_usage" USING btree ("skill","months") WHERE "skill_usage"."collaborator" and "skill_usage"."live" and "skill_usage"."status" = 'active' and not "skill_usage"."resigner";--> statement-breakpoint
CREATE INDEX "skill_usage_stale_idx" ON "skill_usage" USING btree ("stale_at") WHERE not "skill_usage"."outdated";--> statement-breakpoint
-- issue #29 §1 (the Inventory's supply): skill_usage also carries what the supply is counted and
-- filtered by — the resigner flag, the HR referee, the professions listed, and when the file turns
-- outdated (spec §9: its last update + 6 calendar months, in UTC, the arithmetic of outdatedSql and
-- the domain's isOutdated; `outdated` says that moment had passed when the row was written or last
-- swept). The copy is 0012's with these five columns.
CREATE OR REPLACE FUNCTION skill_usage_copy() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stale timestamptz := ((coalesce(NEW.resume_updated_at, NEW.user_updated_at) AT TIME ZONE 'UTC')
    + make_interval(months => 6)) AT TIME ZONE 'UTC';
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.skills IS NOT DISTINCT FROM OLD.skills
      AND NEW.skill_months IS NOT DISTINCT FROM OLD.skill_months
      AND NEW.skill_last_used IS NOT DISTINCT FROM OLD.skill_last_used THEN
    IF NEW.collaborator IS DISTINCT FROM OLD.collaborator OR NEW.live IS DISTINCT FROM OLD.live
        OR NEW.stars IS DISTINCT FROM OLD.stars OR NEW.languages IS DISTINCT FROM OLD.languages
        OR NEW.language_levels IS DISTINCT FROM OLD.language_levels
        OR NEW.status IS DISTINCT FROM OLD.status OR NEW.role IS DISTINCT FROM OLD.role
        OR NEW.resigner IS DISTINCT FROM OLD.resigner OR NEW.referee_id IS DISTINCT FROM OLD.referee_id
        OR NEW.jobs IS DISTINCT FROM OLD.jobs
        OR coalesce(NEW.resume_updated_at, NEW.user_updated_at)
          IS DISTINCT FROM coalesce(OLD.resume_updated_at, OLD.user_updated_at) THEN
      UPDATE skill_usage SET collaborator = NEW.collaborator, live = NEW.live, stars = NEW.stars,
        languages = NEW.languages, language_levels = NEW.language_levels, status = NEW.status,
        role = NEW.role, file_updated_at = coalesce(NEW.resume_updated_at, NEW.user_updated_at),
        resigner = NEW.resigner, referee_id = NEW.referee_id, jobs = NEW.jobs, stale_at = stale,
        outdated = stale < now()
        WHERE user_id = NEW.user_id;
    END IF;
    RETURN NULL;
  END IF;
  DELETE FROM skill_usage WHERE user_id = NEW.user_id;
  INSERT INTO skill_usage (skill, user_id, months, last_used, collaborator, live, stars, languages,
      language_levels, status, role, file_updated_at, resigner, referee_id, jobs, stale_at, outdated)
    SELECT DISTINCT ON (held.skill) held.skill, NEW.user_id, held.months, held.last_used, NEW.collaborator,
      NEW.live, NEW.stars, NEW.languages, NEW.language_levels, NEW.status, NEW.role,
      coalesce(NEW.resume_updated_at, NEW.user_updated_at), NEW.resigner, NEW.referee_id, NEW.jobs,
      stale, stale < now()
    FROM unnest(NEW.skills, NEW.skill_months, NEW.skill_last_used) AS held(skill, months, last_used)
    WHERE held.skill IS NOT NULL AND held.months IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE skill_usage AS u SET resigner = s.resigner, referee_id = s.referee_id, jobs = s.jobs,
    stale_at = ((u.file_updated_at AT TIME ZONE 'UTC') + make_interval(months => 6)) AT TIME ZONE 'UTC',
    outdated = ((u.file_updated_at AT TIME ZONE 'UTC') + make_interval(months => 6)) AT TIME ZONE 'UTC' < now()
  FROM resume_search AS s WHERE s.user_id = u.user_id;--> statement-breakpoint
-- The supply's deltas of skill_usage rows: `added` counted +1, `removed` −1, one row per scope and
-- skill or domain whose counts change, its slots summed (slots summing to 0 left out). Only live
-- collaborators who are employees or applicants count (the domain's supplyGroupOf; resigners are
-- its ex-employees). A person counts in the scope `*`, in their referee's (`r:<id>`, `r:none`)
-- and in each of their professions' (`j:<job id>`). A cohort is (applicant × 2 + resigner) × 3 +
-- the status's index (active, inactive, off_process), 0–11. Slots: per skill, `p.<cohort>.<0|1>`
-- people by outdated file and `y.<cohort>.<0–3>` by years-of-use range (at 24, 60 and 120 months,
-- the domain's YEARS_RANGE_START_MONTHS) in `counts`, `<cohort>.<year>` by year of last use (0: no
-- project) in `last`; per domain, `p.<cohort>.<0|1>` once per person whatever the number of its
-- skills they hold. Every statement writing skill_usage covers all of a person's rows (the copy
-- above, the privacy erase, the sweep), so that per-person count is exact. Used by the triggers
-- below, the Inventory's reads (rows turned outdated since the last sweep; filters the scopes do
-- not answer) and this migration's first count.
CREATE OR REPLACE FUNCTION inventory_supply_deltas(added skill_usage[], removed skill_usage[])
RETURNS TABLE (scope text, kind text, skill text, counts jsonb, last jsonb)
LANGUAGE sql STABLE AS $$
  WITH changed AS (
    SELECT c.user_id, c.skill, c.months, c.last_used, c.referee_id, c.jobs, c.outdated::int AS outdated,
        ((CASE WHEN c.role = 'applicant' THEN 1 ELSE 0 END * 2 + c.resigner::int) * 3
          + CASE c.status WHEN 'active' THEN 0 WHEN 'inactive' THEN 1 ELSE 2 END) AS cohort,
        c.delta
      FROM (SELECT a.*, 1 AS delta FROM unnest(added) AS a
            UNION ALL SELECT r.*, -1 FROM unnest(removed) AS r) AS c
      WHERE c.collaborator AND c.live AND c.role IN ('employee', 'applicant')
        AND c.status IN ('active', 'inactive', 'off_process')
  ), scoped AS (
    SELECT c.*, s.scope FROM changed AS c
      CROSS JOIN LATERAL (SELECT '*' UNION ALL SELECT 'r:' || coalesce(c.referee_id::text, 'none')
                          UNION ALL SELECT 'j:' || j FROM unnest(c.jobs) AS j) AS s(scope)
  ), slots AS (
    SELECT s.scope, 'skill' AS kind, s.skill, 'counts' AS part, 'p.' || s.cohort || '.' || s.outdated AS slot, s.delta
      FROM scoped AS s
    UNION ALL
    SELECT s.scope, 'skill', s.skill, 'counts', 'y.' || s.cohort || '.'
        || CASE WHEN s.months < 24 THEN 0 WHEN s.months < 60 THEN 1 WHEN s.months < 120 THEN 2 ELSE 3 END,
        s.delta
      FROM scoped AS s
    UNION ALL
    SELECT s.scope, 'skill', s.skill, 'last', s.cohort || '.' || coalesce(s.last_used / 12, 0), s.delta
      FROM scoped AS s
    UNION ALL
    SELECT d.scope, 'domain', d.domain, 'counts', 'p.' || d.cohort || '.' || d.outdated, d.delta
      FROM (SELECT DISTINCT s.user_id, s.scope, i.parent_id AS domain, s.cohort, s.outdated, s.delta
              FROM scoped AS s JOIN reference_items AS i ON i.kind = 'skill' AND i.id = s.skill
              WHERE i.parent_id IS NOT NULL) AS d
  ), summed AS (
    SELECT l.scope, l.kind, l.skill, l.part, l.slot, sum(l.delta)::int AS n
      FROM slots AS l GROUP BY l.scope, l.kind, l.skill, l.part, l.slot HAVING sum(l.delta) <> 0
  )
  SELECT m.scope, m.kind, m.skill,
      coalesce(jsonb_object_agg(m.slot, m.n) FILTER (WHERE m.part = 'counts'), '{}'::jsonb),
      coalesce(jsonb_object_agg(m.slot, m.n) FILTER (WHERE m.part = 'last'), '{}'::jsonb)
    FROM summed AS m GROUP BY m.scope, m.kind, m.skill
$$;--> statement-breakpoint
-- Appends the deltas (never updates a shared row: concurrent saves neither wait nor deadlock on
-- the counts); compactSupply folds them. One trigger per event: PostgreSQL takes transition
-- tables only on single-event triggers.
CREATE OR REPLACE FUNCTION inventory_supply_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inventory_supply (scope, kind, skill, counts, last)
      SELECT * FROM inventory_supply_deltas(ARRAY(SELECT n::skill_usage FROM new_rows AS n), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO inventory_supply (scope, kind, skill, counts, last)
      SELECT * FROM inventory_supply_deltas('{}', ARRAY(SELECT o::skill_usage FROM old_rows AS o));
  ELSE
    INSERT INTO inventory_supply (scope, kind, skill, counts, last)
      SELECT * FROM inventory_supply_deltas(ARRAY(SELECT n::skill_usage FROM new_rows AS n),
        ARRAY(SELECT o::skill_usage FROM old_rows AS o));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER skill_usage_supply_insert AFTER INSERT ON skill_usage
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_supply_count();--> statement-breakpoint
CREATE TRIGGER skill_usage_supply_delete AFTER DELETE ON skill_usage
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_supply_count();--> statement-breakpoint
CREATE TRIGGER skill_usage_supply_update AFTER UPDATE ON skill_usage
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_supply_count();--> statement-breakpoint
-- Folds the rows of each key with deltas (rows not folded) into one: its slots summed, those
-- summing to 0 dropped (a key left with none goes). Run by compactSupply and once below. Rows appended meanwhile by other transactions are
-- not seen by the DELETE and stay: no count is lost.
CREATE OR REPLACE FUNCTION inventory_supply_compact() RETURNS integer LANGUAGE sql AS $$
  WITH doubled AS (
    SELECT DISTINCT scope, kind, skill FROM inventory_supply WHERE NOT folded
  ), gone AS (
    DELETE FROM inventory_supply AS s USING doubled AS d
      WHERE s.scope = d.scope AND s.kind = d.kind AND s.skill = d.skill
      RETURNING s.*
  ), summed AS (
    SELECT g.scope, g.kind, g.skill, 'counts' AS part, e.key, sum(e.value::int)::int AS n
      FROM gone AS g CROSS JOIN LATERAL jsonb_each_text(g.counts) AS e
      GROUP BY g.scope, g.kind, g.skill, e.key HAVING sum(e.value::int) <> 0
    UNION ALL
    SELECT g.scope, g.kind, g.skill, 'last', e.key, sum(e.value::int)::int
      FROM gone AS g CROSS JOIN LATERAL jsonb_each_text(g.last) AS e
      GROUP BY g.scope, g.kind, g.skill, e.key HAVING sum(e.value::int) <> 0
  ), folded AS (
    INSERT INTO inventory_supply (scope, kind, skill, counts, last, folded)
      SELECT m.scope, m.kind, m.skill,
          coalesce(jsonb_object_agg(m.key, m.n) FILTER (WHERE m.part = 'counts'), '{}'::jsonb),
          coalesce(jsonb_object_agg(m.key, m.n) FILTER (WHERE m.part = 'last'), '{}'::jsonb), true
        FROM summed AS m GROUP BY m.scope, m.kind, m.skill
      RETURNING 1
  )
  SELECT count(*)::int FROM gone
$$;--> statement-breakpoint
-- The first count, of the rows already there, in 64 slices of people (each slice holds all of its
-- people's rows, as inventory_supply_deltas needs), so that no array holds the whole table; then
-- folded.
DO $$
BEGIN
  FOR part IN 0..63 LOOP
    INSERT INTO inventory_supply (scope, kind, skill, counts, last)
      SELECT * FROM inventory_supply_deltas(ARRAY(SELECT u FROM skill_usage AS u
        WHERE abs(hashtext(u.user_id::text) % 64) = part), '{}');
  END LOOP;
  PERFORM inventory_supply_compact();
END
$$;
