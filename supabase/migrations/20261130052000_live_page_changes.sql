-- The gateway keeps each live page (a published story's page, Discover) for a few seconds; it used to
-- forget them all on every write, so a reader's sync of private stories emptied it for everyone. The
-- database now says when a committed write changed what a live page shows: a published story
-- (written, published, unpublished, deleted, liked — likes count on the story), a part of one, or the
-- name of someone who has published. The notice carries the table's name and is sent on commit, once
-- per statement, so a batch of rows costs one.
create function public.announce_live_page_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Which of a table's changed rows a live page shows, %I being the statement's old or new rows.
  shown constant text := case tg_table_name
    when 'stories' then
      'select 1 from %I r where r.is_public and r.deleted_at is null'
    when 'story_segments' then
      'select 1 from %I r join public.stories s on s.id = r.story_id where s.is_public and s.deleted_at is null'
    when 'profiles' then
      'select 1 from %I r join public.stories s on s.user_id = r.id where s.is_public and s.deleted_at is null'
  end;
  transition text;
  changed boolean := false;
begin
  foreach transition in array case tg_op
    when 'INSERT' then array['new_rows'] when 'DELETE' then array['old_rows'] else array['new_rows', 'old_rows'] end
  loop
    execute format('select exists (' || shown || ')', transition) into changed;
    exit when changed;
  end loop;
  if changed then
    perform pg_notify('live_pages', tg_table_name);
  end if;
  return null;
end
$$;

revoke execute on function public.announce_live_page_change() from public, anon, authenticated;

-- A trigger with transition tables answers one event, so each table has three.
do $$
declare
  watched text;
begin
  foreach watched in array array['stories', 'story_segments', 'profiles'] loop
    execute format('create trigger %1$s_announce_inserted_live_page after insert on public.%1$I
                      referencing new table as new_rows
                      for each statement execute function public.announce_live_page_change()', watched);
    execute format('create trigger %1$s_announce_updated_live_page after update on public.%1$I
                      referencing old table as old_rows new table as new_rows
                      for each statement execute function public.announce_live_page_change()', watched);
    execute format('create trigger %1$s_announce_deleted_live_page after delete on public.%1$I
                      referencing old table as old_rows
                      for each statement execute function public.announce_live_page_change()', watched);
  end loop;
end
$$;
