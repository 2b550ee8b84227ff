-- Console sessions end after a spell without activity (decision 102): each request slides last_seen_at,
-- written at most once a minute. A session made before this has none and counts from its creation.
ALTER TABLE "staff_sessions" ADD COLUMN "last_seen_at" timestamp with time zone;
