-- A part carries its story's owner, so a reader's pull walks one index in (updated_at, id) order
-- and stops after a page, instead of joining and sorting all the reader's remaining parts on every
-- page (a first pull of 20,000 parts re-read them 40 times). The owner is the database's to keep:
-- filled from the story on every insert and update, whatever a client sent, and moved with the story
-- when it changes owner (an owner-less story claimed at sign-in). No foreign key of its own: the
-- story's already removes the parts with their owner.
alter table public.story_segments add column user_id uuid;

update public.story_segments g
   set user_id = s.user_id
  from public.stories s
 where s.id = g.story_id and s.user_id is not null;

create function public.fill_part_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.user_id := (select s.user_id from public.stories s where s.id = new.story_id);
  return new;
end
$$;

create trigger story_segments_fill_owner
  before insert or update on public.story_segments
  for each row execute function public.fill_part_owner();

create function public.move_parts_with_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.story_segments set user_id = new.user_id where story_id = new.id;
  return null;
end
$$;

create trigger stories_move_parts_with_owner
  after update of user_id on public.stories
  for each row when (old.user_id is distinct from new.user_id)
  execute function public.move_parts_with_owner();

-- A copy or restore written with triggers off (session_replication_role = replica) still leaves
-- every part with its story's owner: a part without one would be missing from its owner's pull.
alter table public.story_segments enable always trigger story_segments_fill_owner;
alter table public.stories enable always trigger stories_move_parts_with_owner;

revoke execute on function public.fill_part_owner(), public.move_parts_with_owner()
  from public, anon, authenticated;

create index story_segments_owner_updated_id on public.story_segments (user_id, updated_at, id);
drop index public.story_segments_story_updated_id;

-- The pull of 20261129053000, its parts now read by owner. Each side compares with auth.uid() itself,
-- not a joined row, so the planner walks the (owner, updated_at, id) index in order and stops after a
-- page instead of sorting every remaining row. The owner column stays on the server: the device knows
-- whose parts they are.
create or replace function public.pull_story_changes(
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
  select json_build_object(
    'stories', coalesce((
      select json_agg(story order by story.updated_at, story.id)
        from (select s.*
                from public.stories s
               where s.user_id = auth.uid()
                 and (s.updated_at, s.id) > (coalesce(stories_after, '-infinity'),
                                             coalesce(stories_after_id, '00000000-0000-0000-0000-000000000000'))
               order by s.updated_at, s.id
               limit least(greatest(page_size, 1), 1000)) as story
    ), '[]'::json),
    'story_segments', coalesce((
      select json_agg(to_jsonb(part) - 'user_id' order by part.updated_at, part.id)
        from (select g.*
                from public.story_segments g
               where g.user_id = auth.uid()
                 and (g.updated_at, g.id) > (coalesce(parts_after, '-infinity'),
                                             coalesce(parts_after_id, '00000000-0000-0000-0000-000000000000'))
               order by g.updated_at, g.id
               limit least(greatest(page_size, 1), 1000)) as part
    ), '[]'::json)
  )
$$;
