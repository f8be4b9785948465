-- A published story's picture style (storybook, watercolor, pencil sketch, comic …), so a stranger
-- reading it sees its procedural pictures in the style it was made with. Only this one option of
-- creation_settings is shown; the idea, characters and opening stay the owner's.
create or replace view public.public_stories
with (security_barrier = true)
as
select
  id,
  user_id,
  title,
  description,
  genre,
  story_mode,
  target_age,
  is_completed,
  segment_count,
  like_count,
  thumbnail_url,
  published_at,
  created_at,
  updated_at,
  left(creation_settings -> 'options' ->> 'style', 60) as picture_style
from public.stories
where is_public and deleted_at is null;
