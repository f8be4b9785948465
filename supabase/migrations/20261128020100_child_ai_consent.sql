-- The per-child AI switch (child_profiles.ai_allowed, off by default) as generate-story reads it: for
-- a story written in a child's profile, or a request that names the child, the AI service writes only
-- when the parent has switched it on. Runs as the caller, so row level security shows the parent only
-- their own children and stories; anything else is not a child's and changes nothing.
create function public.child_allows_ai(_story_id uuid, _child_profile_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select not exists (
    select 1 from public.child_profiles c
     where not c.ai_allowed
       and (c.id = _child_profile_id
            or c.id = (select s.child_profile_id from public.stories s where s.id = _story_id))
  )
$$;

revoke execute on function public.child_allows_ai(uuid, uuid) from public, anon;
grant execute on function public.child_allows_ai(uuid, uuid) to authenticated, service_role;
