ALTER TABLE "resume_search" ADD COLUMN "skill_last_used" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "language_levels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "skill_usage" ADD COLUMN "status" text DEFAULT 'inactive' NOT NULL;--> statement-breakpoint
ALTER TABLE "skill_usage" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "skill_usage" ADD COLUMN "file_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "skill_usage" ADD COLUMN "language_levels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "skill_usage" ADD COLUMN "last_used" integer;--> statement-breakpoint
-- issue #27 §4, §6: skill_usage also carries what a match filters on (status, employee or applicant,
-- the file's last update for "outdated", each spoken language's level as `code:rank`) and the month
-- of each skill's last use (its score's recency), so a match reads only skill_usage's rows of the
-- requested skills, never each holder's search row or file. The copy follows 0004's: a change of
-- skills (or their months or last uses) rewrites the person's rows; a change of facets only updates
-- them. resume_search's status, role and user_updated_at follow `users` through 0002's trigger, and
-- its resume_updated_at, languages and levels are the app's (upsertSearchRows), so every one of these
-- copies follows a status change, a role change, a saved file or a changed language level.
CREATE OR REPLACE FUNCTION skill_usage_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.skills IS NOT DISTINCT FROM OLD.skills
      AND NEW.skill_months IS NOT DISTINCT FROM OLD.skill_months
      AND NEW.skill_last_used IS NOT DISTINCT FROM OLD.skill_last_used THEN
    IF NEW.collaborator IS DISTINCT FROM OLD.collaborator OR NEW.live IS DISTINCT FROM OLD.live
        OR NEW.stars IS DISTINCT FROM OLD.stars OR NEW.languages IS DISTINCT FROM OLD.languages
        OR NEW.language_levels IS DISTINCT FROM OLD.language_levels
        OR NEW.status IS DISTINCT FROM OLD.status OR NEW.role IS DISTINCT FROM OLD.role
        OR coalesce(NEW.resume_updated_at, NEW.user_updated_at)
          IS DISTINCT FROM coalesce(OLD.resume_updated_at, OLD.user_updated_at) THEN
      UPDATE skill_usage SET collaborator = NEW.collaborator, live = NEW.live, stars = NEW.stars,
        languages = NEW.languages, language_levels = NEW.language_levels, status = NEW.status,
        role = NEW.role, file_updated_at = coalesce(NEW.resume_updated_at, NEW.user_updated_at)
        WHERE user_id = NEW.user_id;
    END IF;
    RETURN NULL;
  END IF;
  DELETE FROM skill_usage WHERE user_id = NEW.user_id;
  INSERT INTO skill_usage (skill, user_id, months, last_used, collaborator, live, stars, languages,
      language_levels, status, role, file_updated_at)
    SELECT DISTINCT ON (held.skill) held.skill, NEW.user_id, held.months, held.last_used, NEW.collaborator,
      NEW.live, NEW.stars, NEW.languages, NEW.language_levels, NEW.status, NEW.role,
      coalesce(NEW.resume_updated_at, NEW.user_updated_at)
    FROM unnest(NEW.skills, NEW.skill_months, NEW.skill_last_used) AS held(skill, months, last_used)
    WHERE held.skill IS NOT NULL AND held.months IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Existing rows: the facets now; the levels and last uses at the next start, when reindexSearch
-- rebuilds every search row (SEARCH_DOCUMENT_VERSION 5) and this trigger copies them.
UPDATE skill_usage AS u SET status = s.status, role = s.role,
    file_updated_at = coalesce(s.resume_updated_at, s.user_updated_at)
  FROM resume_search AS s WHERE s.user_id = u.user_id;
