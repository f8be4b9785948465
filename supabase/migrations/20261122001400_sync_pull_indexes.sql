-- Pulling a user's changed rows pages through (updated_at, id) in that order: stories by owner,
-- segments after the join on their story (segments carry no owner column).
create index stories_user_updated_id on public.stories (user_id, updated_at, id);
create index story_segments_updated_id on public.story_segments (updated_at, id);
