CREATE TABLE "skill_usage" (
	"skill" text NOT NULL,
	"user_id" uuid NOT NULL,
	"months" integer NOT NULL,
	"collaborator" boolean NOT NULL,
	"live" boolean NOT NULL,
	"stars" integer NOT NULL,
	"languages" text[] NOT NULL,
	CONSTRAINT "skill_usage_skill_user_id_pk" PRIMARY KEY("skill","user_id")
);
--> statement-breakpoint
ALTER TABLE "skill_usage" ADD CONSTRAINT "skill_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skill_usage_user_idx" ON "skill_usage" USING btree ("user_id");--> statement-breakpoint
-- One row per (skill, person), with the months of use and the facets a client-request match needs,
-- copied from the search row on every insert and update (issue #9). A change of skills rewrites the
-- person's rows; a change of facets only (status, deletion, stars, languages) updates them.
CREATE OR REPLACE FUNCTION skill_usage_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.skills IS NOT DISTINCT FROM OLD.skills
      AND NEW.skill_months IS NOT DISTINCT FROM OLD.skill_months THEN
    IF NEW.collaborator IS DISTINCT FROM OLD.collaborator OR NEW.live IS DISTINCT FROM OLD.live
        OR NEW.stars IS DISTINCT FROM OLD.stars OR NEW.languages IS DISTINCT FROM OLD.languages THEN
      UPDATE skill_usage SET collaborator = NEW.collaborator, live = NEW.live, stars = NEW.stars,
        languages = NEW.languages WHERE user_id = NEW.user_id;
    END IF;
    RETURN NULL;
  END IF;
  DELETE FROM skill_usage WHERE user_id = NEW.user_id;
  INSERT INTO skill_usage (skill, user_id, months, collaborator, live, stars, languages)
    SELECT DISTINCT ON (held.skill) held.skill, NEW.user_id, held.months, NEW.collaborator, NEW.live,
      NEW.stars, NEW.languages
    FROM unnest(NEW.skills, NEW.skill_months) AS held(skill, months)
    WHERE held.skill IS NOT NULL AND held.months IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER resume_search_skill_usage AFTER INSERT OR UPDATE ON resume_search
  FOR EACH ROW EXECUTE FUNCTION skill_usage_copy();--> statement-breakpoint
INSERT INTO skill_usage (skill, user_id, months, collaborator, live, stars, languages)
  SELECT DISTINCT ON (held.skill, s.user_id) held.skill, s.user_id, held.months, s.collaborator, s.live,
    s.stars, s.languages
  FROM resume_search AS s, unnest(s.skills, s.skill_months) AS held(skill, months)
  WHERE held.skill IS NOT NULL AND held.months IS NOT NULL;
