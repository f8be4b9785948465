-- Two holes a hand-written request found. A story row with no title at all (POST body null or a
-- bare string reached PostgREST as an insert of defaults) now fails the insert whoever writes it,
-- so the API answers 400. Stories already stored with a blank title get the name the app shows.
-- And claim_story_usage counts only a story that is the caller's or not on the server yet: an
-- uncounted story of someone else's (or one with no owner) used to be counted for the caller.
update public.stories set title = 'Untitled story' where btrim(title) = '';

alter table public.stories alter column title drop default;
alter table public.stories
  add constraint stories_title_present check (btrim(title) <> '');

create or replace function public.claim_story_usage(story_uuid uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  owner uuid;
begin
  if caller is null then
    raise exception 'Sign in to count stories' using errcode = '42501';
  end if;
  if exists (select 1 from public.stories s
              where s.id = story_uuid and s.user_id is distinct from caller) then
    raise exception 'That story belongs to someone else' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('story_usage:' || caller::text, 0));
  select c.user_id into owner from public.story_usage_counts c where c.story_id = story_uuid;
  if owner is not null then
    if owner <> caller then
      raise exception 'That story belongs to someone else' using errcode = '42501';
    end if;
    return 'counted';
  end if;
  if not public.check_usage_limit(caller, null, 'story') then
    return 'limit_reached';
  end if;
  perform public.record_story_usage(story_uuid, caller);
  return 'counted';
end
$$;
