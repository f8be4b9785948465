-- An owner may move a segment to another of their stories (the update policy allows it), so the
-- segment count is refreshed for both the story it left and the story it joined.
create or replace function public.refresh_segment_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
begin
  foreach target in array array_remove(array[case when tg_op <> 'INSERT' then old.story_id end, case when tg_op <> 'DELETE' then new.story_id end], null) loop
    update public.stories
       set segment_count = (select count(*) from public.story_segments where story_id = target and deleted_at is null)
     where id = target;
  end loop;
  return null;
end
$$;

drop trigger story_segments_count on public.story_segments;
create trigger story_segments_count
  after insert or delete or update of deleted_at, story_id on public.story_segments
  for each row execute function public.refresh_segment_count();
