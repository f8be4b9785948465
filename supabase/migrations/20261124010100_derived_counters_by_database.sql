-- like_count and segment_count are derived: only the counting triggers on story_likes and
-- story_segments write them. A client's insert, update or upsert of a story (its owner's included,
-- the service role's too) keeps the stored counts, so no one makes their story sort first under
-- Most liked. The counting triggers update stories from inside a trigger (depth > 1) and pass.
create function public.keep_derived_story_counts()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if pg_trigger_depth() > 1 then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.like_count := 0;
    new.segment_count := 0;
  else
    new.like_count := old.like_count;
    new.segment_count := old.segment_count;
  end if;
  return new;
end
$$;

create trigger stories_keep_derived_counts
  before insert or update of like_count, segment_count on public.stories
  for each row execute function public.keep_derived_story_counts();

revoke execute on function public.keep_derived_story_counts() from public, anon, authenticated;
