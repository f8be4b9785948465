-- A sync's pull in one request: the caller's stories and parts changed after the device's place in
-- each table (the last row's updated_at and id, in that order), a page of each. A sync with nothing
-- changed costs this one call, and a new device's first pull pages through both tables at once.
--
-- SECURITY DEFINER with the owner taken from the token (auth.uid()), never from an argument: the
-- parts' read policy asks is_published_story() of every row, which made a page of a reader's 20,000
-- parts take seconds; here the owner filter is the whole rule (published stories of others are
-- readable, so it is also what keeps them out of a reader's pull). No token, no rows.

create function public.pull_story_changes(
  stories_after timestamptz default null,
  stories_after_id uuid default null,
  parts_after timestamptz default null,
  parts_after_id uuid default null,
  page_size integer default 500
)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  with reader as (select auth.uid() as id, least(greatest(page_size, 1), 1000) as page_size)
  select json_build_object(
    'stories', coalesce((
      select json_agg(story order by story.updated_at, story.id)
        from (select s.*
                from reader, public.stories s
               where s.user_id = reader.id
                 and (s.updated_at, s.id) > (coalesce(stories_after, '-infinity'),
                                             coalesce(stories_after_id, '00000000-0000-0000-0000-000000000000'))
               order by s.updated_at, s.id
               limit (select page_size from reader)) as story
    ), '[]'::json),
    'story_segments', coalesce((
      select json_agg(part order by part.updated_at, part.id)
        from (select g.*
                from reader, public.stories s
                join public.story_segments g on g.story_id = s.id
               where s.user_id = reader.id
                 and (g.updated_at, g.id) > (coalesce(parts_after, '-infinity'),
                                             coalesce(parts_after_id, '00000000-0000-0000-0000-000000000000'))
               order by g.updated_at, g.id
               limit (select page_size from reader)) as part
    ), '[]'::json)
  )
$$;

revoke execute on function public.pull_story_changes(timestamptz, uuid, timestamptz, uuid, integer)
  from public, anon;
grant execute on function public.pull_story_changes(timestamptz, uuid, timestamptz, uuid, integer)
  to authenticated, service_role;

-- The pull reads a reader's parts story by story from where the device stopped; the indexes the
-- REST pull walked in (updated_at, id) order over everyone's parts have no reader left.
create index story_segments_story_updated_id on public.story_segments (story_id, updated_at, id);
drop index public.story_segments_updated_id;
drop index public.story_segments_updated;
drop index public.stories_user_updated;
