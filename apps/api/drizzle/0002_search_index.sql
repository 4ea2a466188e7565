-- Search index (DESIGN.md "Search", issue #9). pg_trgm: typo-tolerant names (PGlite loads it as
-- an extension of its build; PostgreSQL 13+ trusts it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "resume_search" DROP COLUMN "search_text";--> statement-breakpoint
-- Room on each page for HOT updates of the facet copies (a status change rewrites no index).
ALTER TABLE "resume_search" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "document" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "names_doc" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "skills_doc" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "skill_months" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "jobs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "index_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "collaborator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "status" text DEFAULT 'inactive' NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "referee_id" uuid;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "resigner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "lastname_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "firstname_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "trigram" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "stars" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "user_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_search" ADD COLUMN "resume_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "resume_search_document_idx" ON "resume_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "resume_search_skills_idx" ON "resume_search" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "resume_search_names_trgm_idx" ON "resume_search" USING gin ("names" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resume_search_listing_idx" ON "resume_search" USING btree ("collaborator","live","lastname_key","firstname_key");--> statement-breakpoint
-- The users' facets and sort keys, copied into their search row on every insert and update, so
-- that a search reads one table and no code path can forget to refresh them.
CREATE OR REPLACE FUNCTION resume_search_copy_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resume_search AS s (user_id, collaborator, role, status, referee_id, resigner, live,
      lastname_key, firstname_key, trigram, user_updated_at)
    VALUES (NEW.id, NEW.roles && ARRAY['applicant', 'employee']::text[],
      CASE WHEN 'employee' = ANY (NEW.roles) THEN 'employee' WHEN 'applicant' = ANY (NEW.roles) THEN 'applicant' END,
      NEW.status, NEW.referee_id, NEW.resigner, NEW.deleted_at IS NULL, lower(NEW.lastname), lower(NEW.firstname),
      NEW.trigram, NEW.updated_at)
  ON CONFLICT (user_id) DO UPDATE SET collaborator = EXCLUDED.collaborator, role = EXCLUDED.role,
    status = EXCLUDED.status, referee_id = EXCLUDED.referee_id, resigner = EXCLUDED.resigner, live = EXCLUDED.live,
    lastname_key = EXCLUDED.lastname_key, firstname_key = EXCLUDED.firstname_key, trigram = EXCLUDED.trigram,
    user_updated_at = EXCLUDED.user_updated_at;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_resume_search AFTER INSERT OR UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION resume_search_copy_user();--> statement-breakpoint
-- Existing rows: the copies now; the documents, stars and file dates at the next start (index_version 0,
-- reindexSearch).
UPDATE users SET updated_at = updated_at;