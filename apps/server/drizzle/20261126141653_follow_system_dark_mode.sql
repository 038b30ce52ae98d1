-- Dark mode is stored only once a user chooses it; without it the theme follows the system (decision 0032).
ALTER TABLE "users" ALTER COLUMN "settings" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
-- Until now every user was created with darkMode false: a stored false cannot be told from one never chosen,
-- so it is taken as never chosen.
UPDATE "users" SET "settings" = "settings" - 'darkMode' WHERE "settings" -> 'darkMode' = 'false'::jsonb;
