-- What a stranger may read of a published story. The stories row also holds how the story was set
-- up (creation_settings: the child's own idea, characters and opening), which only its owner needs;
-- row level security cannot hide a column, so strangers no longer read the table at all. They read
-- public_stories: the published, undeleted stories with the columns Discover and the reader show,
-- the age band (target_age) included. Owners keep reading their own rows, settings included.

-- Whether a story is published, for the policies of the tables beside it, which strangers read
-- through it. SECURITY DEFINER: the caller can no longer see the stories row that answers it.
create function public.is_published_story(_story_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.stories where id = _story_id and is_public and deleted_at is null)
$$;

create function public.has_published_story(_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.stories where user_id = _user_id and is_public and deleted_at is null)
$$;

revoke execute on function public.is_published_story(uuid), public.has_published_story(uuid) from public;
grant execute on function public.is_published_story(uuid), public.has_published_story(uuid)
  to anon, authenticated, service_role;

drop policy "Anyone reads public stories" on public.stories;

drop policy "Segments of readable stories are readable" on public.story_segments;
create policy "Segments of published or own stories are readable"
  on public.story_segments for select
  to anon, authenticated
  using (
    public.is_published_story(story_id)
    or exists (select 1 from public.stories s where s.id = story_id and s.user_id = auth.uid())
  );

drop policy "Anyone reads likes of public stories" on public.story_likes;
create policy "Anyone reads likes of public stories"
  on public.story_likes for select
  to anon, authenticated
  using (public.is_published_story(story_id) or user_id = auth.uid());

drop policy "Users like public stories as themselves" on public.story_likes;
create policy "Users like public stories as themselves"
  on public.story_likes for insert
  to authenticated
  with check (user_id = auth.uid() and public.is_published_story(story_id));

drop policy "Anyone reads the profiles of users who published" on public.profiles;
create policy "Anyone reads the profiles of users who published"
  on public.profiles for select
  to anon, authenticated
  using (
    id = auth.uid()
    or public.has_published_story(id)
    or public.has_role(auth.uid(), 'admin')
  );

-- Owned by the migration role, so it reads past the stories policies; its WHERE is the only gate,
-- and security_barrier keeps a caller's filter functions from running before it.
create view public.public_stories
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
  updated_at
from public.stories
where is_public and deleted_at is null;

comment on view public.public_stories is
  'Published stories as strangers see them: no creation settings (the child''s own idea and characters).';

-- A simple view is updatable; through this one nobody may write.
revoke all on public.public_stories from public, anon, authenticated;
grant select on public.public_stories to anon, authenticated;
grant select on public.public_stories to service_role;

-- Discover filters by age band within the published stories.
create index stories_public_age on public.stories (target_age, published_at desc)
  where is_public and deleted_at is null;
