-- issue #30 §4, a million files: a client request's match reads the rows of its skills by the
-- (skill, user_id) key — a tier's candidates in one range, their other skills by one probe each
-- (modules/search/match-repository.ts, MatchBounds). Each row the key found was then fetched from the
-- table: one random page per row, since a person's rows are written together (17,668 candidates,
-- 25,113 pages, 1.3 s cold at a million files). The key now carries every column a match reads,
-- so PostgreSQL answers from the index alone (an index-only scan, wherever VACUUM has marked the
-- pages all-visible); the plain match went from 560 to 130 ms there, the filtered one from 310 to
-- 50 ms. Same key, same name, same uniqueness: only its INCLUDE columns are new (schema.ts cannot
-- say INCLUDE; drizzle-kit compares the key's columns alone).
ALTER TABLE "skill_usage" DROP CONSTRAINT "skill_usage_skill_user_id_pk";--> statement-breakpoint
ALTER TABLE "skill_usage" ADD CONSTRAINT "skill_usage_skill_user_id_pk" PRIMARY KEY ("skill", "user_id")
  INCLUDE ("months", "last_used", "stars", "collaborator", "live", "status", "role", "file_updated_at",
    "languages", "language_levels");
