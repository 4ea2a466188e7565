CREATE TABLE "inventory_supply" (
	"skill" text NOT NULL,
	"dimension" text NOT NULL,
	"bucket" integer NOT NULL,
	"role" text NOT NULL,
	"resigner" boolean NOT NULL,
	"status" text NOT NULL,
	"outdated" boolean NOT NULL,
	"holders" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "skill_usage" ADD COLUMN "resigner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "skill_usage" ADD COLUMN "referee_id" uuid;--> statement-breakpoint
ALTER TABLE "skill_usage" ADD COLUMN "stale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "skill_usage" ADD COLUMN "outdated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "inventory_supply_key_idx" ON "inventory_supply" USING btree ("dimension","skill","bucket","role","resigner","status","outdated");--> statement-breakpoint
CREATE INDEX "skill_usage_referee_idx" ON "skill_usage" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "skill_usage_stale_idx" ON "skill_usage" USING btree ("stale_at") WHERE not "skill_usage"."outdated";--> statement-breakpoint
-- issue #29 §1 (the Inventory's supply): skill_usage also carries what the supply is counted and
-- filtered by — the resigner flag, the HR referee, and when the file turns outdated (spec §9: its
-- last update + 6 calendar months, in UTC, as outdatedSql and the domain's isOutdated; `outdated`
-- says that moment had passed when the row was written or last swept). The copy is 0012's with
-- these four columns.
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
        OR coalesce(NEW.resume_updated_at, NEW.user_updated_at)
          IS DISTINCT FROM coalesce(OLD.resume_updated_at, OLD.user_updated_at) THEN
      UPDATE skill_usage SET collaborator = NEW.collaborator, live = NEW.live, stars = NEW.stars,
        languages = NEW.languages, language_levels = NEW.language_levels, status = NEW.status,
        role = NEW.role, file_updated_at = coalesce(NEW.resume_updated_at, NEW.user_updated_at),
        resigner = NEW.resigner, referee_id = NEW.referee_id, stale_at = stale, outdated = stale < now()
        WHERE user_id = NEW.user_id;
    END IF;
    RETURN NULL;
  END IF;
  DELETE FROM skill_usage WHERE user_id = NEW.user_id;
  INSERT INTO skill_usage (skill, user_id, months, last_used, collaborator, live, stars, languages,
      language_levels, status, role, file_updated_at, resigner, referee_id, stale_at, outdated)
    SELECT DISTINCT ON (held.skill) held.skill, NEW.user_id, held.months, held.last_used, NEW.collaborator,
      NEW.live, NEW.stars, NEW.languages, NEW.language_levels, NEW.status, NEW.role,
      coalesce(NEW.resume_updated_at, NEW.user_updated_at), NEW.resigner, NEW.referee_id, stale, stale < now()
    FROM unnest(NEW.skills, NEW.skill_months, NEW.skill_last_used) AS held(skill, months, last_used)
    WHERE held.skill IS NOT NULL AND held.months IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE skill_usage AS u SET resigner = s.resigner, referee_id = s.referee_id,
    stale_at = ((u.file_updated_at AT TIME ZONE 'UTC') + make_interval(months => 6)) AT TIME ZONE 'UTC',
    outdated = ((u.file_updated_at AT TIME ZONE 'UTC') + make_interval(months => 6)) AT TIME ZONE 'UTC' < now()
  FROM resume_search AS s WHERE s.user_id = u.user_id;--> statement-breakpoint
-- The supply's keys of skill_usage rows: `added` counted +1, `removed` −1, summed per key (keys
-- whose sum is 0 left out). Only live collaborators who are employees or applicants count (the
-- domain's supplyGroupOf; resigners are its ex-employees). Per person and skill, one `people` key
-- (role, resigner, status, outdated: the figures and the ranking); its years-of-use range
-- (`years`, bucket 0–3 at 24, 60 and 120 months, the domain's YEARS_RANGE_START_MONTHS) and the
-- year of its last use (`last`, 0: used in no project), both without the outdated flag, which the
-- supply shows but never filters by; per person and domain, one `domain` key whatever the number
-- of its skills they hold. Every statement writing skill_usage covers all of a person's rows (the
-- copy above, the privacy erase, the sweep), so that per-person count is exact. Used by the
-- triggers below, the Inventory's reads (rows turned outdated since the last sweep; the referee
-- and profession filters) and this migration's first count.
CREATE OR REPLACE FUNCTION inventory_supply_keys(added skill_usage[], removed skill_usage[])
RETURNS TABLE (skill text, dimension text, bucket integer, role text, resigner boolean, status text,
  outdated boolean, holders bigint)
LANGUAGE sql STABLE AS $$
  WITH changed AS (
    SELECT a.user_id, a.skill, a.months, a.last_used, a.role, a.resigner, a.status, a.outdated, 1 AS delta
      FROM unnest(added) AS a WHERE a.collaborator AND a.live AND a.role IN ('employee', 'applicant')
    UNION ALL
    SELECT r.user_id, r.skill, r.months, r.last_used, r.role, r.resigner, r.status, r.outdated, -1
      FROM unnest(removed) AS r WHERE r.collaborator AND r.live AND r.role IN ('employee', 'applicant')
  ), keyed AS (
    SELECT c.skill, 'people' AS dimension, 0 AS bucket, c.role, c.resigner, c.status, c.outdated, c.delta
      FROM changed AS c
    UNION ALL
    SELECT c.skill, 'years',
        CASE WHEN c.months < 24 THEN 0 WHEN c.months < 60 THEN 1 WHEN c.months < 120 THEN 2 ELSE 3 END,
        c.role, c.resigner, c.status, false, c.delta
      FROM changed AS c
    UNION ALL
    SELECT c.skill, 'last', coalesce(c.last_used / 12, 0), c.role, c.resigner, c.status, false, c.delta
      FROM changed AS c
    UNION ALL
    SELECT d.domain, 'domain', 0, d.role, d.resigner, d.status, d.outdated, d.delta
      FROM (SELECT DISTINCT c.user_id, i.parent_id AS domain, c.role, c.resigner, c.status, c.outdated, c.delta
              FROM changed AS c JOIN reference_items AS i ON i.kind = 'skill' AND i.id = c.skill
              WHERE i.parent_id IS NOT NULL) AS d
  )
  SELECT k.skill, k.dimension, k.bucket, k.role, k.resigner, k.status, k.outdated, sum(k.delta)
    FROM keyed AS k
    GROUP BY k.skill, k.dimension, k.bucket, k.role, k.resigner, k.status, k.outdated
    HAVING sum(k.delta) <> 0
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inventory_supply_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inventory_supply (skill, dimension, bucket, role, resigner, status, outdated, holders)
      SELECT * FROM inventory_supply_keys(ARRAY(SELECT n::skill_usage FROM new_rows AS n), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO inventory_supply (skill, dimension, bucket, role, resigner, status, outdated, holders)
      SELECT * FROM inventory_supply_keys('{}', ARRAY(SELECT o::skill_usage FROM old_rows AS o));
  ELSE
    INSERT INTO inventory_supply (skill, dimension, bucket, role, resigner, status, outdated, holders)
      SELECT * FROM inventory_supply_keys(ARRAY(SELECT n::skill_usage FROM new_rows AS n),
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
-- The first count, of the rows already there, in 64 slices of people (each slice holds all of its
-- people's rows, as inventory_supply_keys needs), so that no array holds the whole table.
DO $$
BEGIN
  FOR part IN 0..63 LOOP
    INSERT INTO inventory_supply (skill, dimension, bucket, role, resigner, status, outdated, holders)
      SELECT * FROM inventory_supply_keys(ARRAY(SELECT u FROM skill_usage AS u
        WHERE abs(hashtext(u.user_id::text) % 64) = part), '{}');
  END LOOP;
END
$$;--> statement-breakpoint
-- Folds the slices' rows into one per key, as compactSupply does.
CREATE TEMPORARY TABLE inventory_supply_first AS
  SELECT skill, dimension, bucket, role, resigner, status, outdated, sum(holders)::int AS holders
  FROM inventory_supply GROUP BY skill, dimension, bucket, role, resigner, status, outdated
  HAVING sum(holders) <> 0;--> statement-breakpoint
DELETE FROM inventory_supply;--> statement-breakpoint
INSERT INTO inventory_supply SELECT * FROM inventory_supply_first;--> statement-breakpoint
DROP TABLE inventory_supply_first;
