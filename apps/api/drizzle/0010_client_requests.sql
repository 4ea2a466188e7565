-- Issue #27 §4: the client requests HR saves (title, text, skills as corrected, profession and
-- languages understood), the firm's record of demand; issue #29 counts them per month (index on
-- created_at). Deleted ones keep their row (deleted_at); an erased author leaves created_by null.
CREATE TABLE "client_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_key" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"skills" jsonb NOT NULL,
	"job_id" text,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "client_requests_title_length" CHECK (char_length("client_requests"."title") between 1 and 200),
	CONSTRAINT "client_requests_text_length" CHECK (char_length("client_requests"."text") <= 20000)
);
--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_requests_created_at_idx" ON "client_requests" USING btree ("created_at");