-- issue #28 §2: the skills file gains the professional summary (mission 2). Every stored file gets
-- it, empty, so that what is read from `resumes.document` (the documents, the JSON Resume and
-- personal-data exports, the check that a save changes nothing) always holds it, as `ZResumeBody`
-- types it. `version` and `updated_at` are left as they were: nothing the person wrote changed, so
-- a tab open at the version it read still saves, and the six-month outdated clock does not restart.
UPDATE "resumes" SET "document" = "document" || '{"summary": ""}'::jsonb
WHERE NOT ("document" ? 'summary');
