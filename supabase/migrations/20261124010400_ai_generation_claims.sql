-- AI generation is tied to the story's owner and counted: every segment generate-story writes for a
-- signed-in reader is recorded against the story, only its owner may generate for it, and an
-- opening re-sent for a story already counted (past a few retries) counts as one more story, so the
-- monthly limit cannot be bypassed by reusing one story id. Visitors' generations are counted per
-- device and per address each day, and refused past the limits the function passes in.
create table public.story_generations (
  story_id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  openings integer not null default 0,
  segments integer not null default 0,
  updated_at timestamptz not null default now()
);

alter table public.story_generations enable row level security;
create policy "Users read what was generated for their stories" on public.story_generations for select to authenticated using (user_id = auth.uid());
revoke all on public.story_generations from anon, authenticated;
grant select on public.story_generations to authenticated;
grant all on public.story_generations to service_role;

create table public.visitor_generations (
  visitor_key text not null check (char_length(visitor_key) <= 120),
  day date not null,
  generations integer not null default 0,
  primary key (visitor_key, day)
);

alter table public.visitor_generations enable row level security;
revoke all on public.visitor_generations from anon, authenticated;
grant all on public.visitor_generations to service_role;

-- 'counted', 'not_owner' (the story is someone else's) or 'limit_reached' (an extra opening past
-- the monthly stories). free_openings: openings of one story that count as that one story.
create function public.claim_story_generation(story_uuid uuid, is_opening boolean, free_openings integer)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  owner uuid;
  openings_so_far integer;
  month text := to_char(now() at time zone 'utc', 'YYYY-MM');
begin
  if caller is null then
    raise exception 'Sign in to generate for a story' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('story_usage:' || caller::text, 0));
  select s.user_id into owner from public.stories s where s.id = story_uuid;
  if owner is null then
    select c.user_id into owner from public.story_usage_counts c where c.story_id = story_uuid;
  end if;
  if owner is null then
    select g.user_id into owner from public.story_generations g where g.story_id = story_uuid;
  end if;
  if owner is not null and owner <> caller then
    return 'not_owner';
  end if;

  insert into public.story_generations (story_id, user_id) values (story_uuid, caller)
  on conflict (story_id) do nothing;
  select g.openings into openings_so_far from public.story_generations g where g.story_id = story_uuid for update;

  if is_opening and openings_so_far >= free_openings then
    if not public.check_usage_limit(caller, null, 'story') then
      return 'limit_reached';
    end if;
    insert into public.user_usage (user_id, month_year, stories_created)
    values (caller, month, 1)
    on conflict (user_id, month_year) do update
      set stories_created = public.user_usage.stories_created + 1,
          updated_at = now();
  end if;

  update public.story_generations
     set openings = openings + case when is_opening then 1 else 0 end,
         segments = segments + 1,
         updated_at = now()
   where story_id = story_uuid;
  return 'counted';
end
$$;

revoke execute on function public.claim_story_generation(uuid, boolean, integer) from public, anon;
grant execute on function public.claim_story_generation(uuid, boolean, integer) to authenticated, service_role;

-- A visitor's generation, counted against every key given (their device and their address) for
-- today; false, and nothing counted, when any key has reached its limit.
create function public.claim_visitor_generation(visitor_keys text[], daily_limits integer[])
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  position integer;
  used integer;
begin
  if array_length(visitor_keys, 1) is distinct from array_length(daily_limits, 1) then
    raise exception 'One daily limit per visitor key' using errcode = '22023';
  end if;
  for position in 1 .. coalesce(array_length(visitor_keys, 1), 0) loop
    perform pg_advisory_xact_lock(hashtextextended('visitor_generations:' || visitor_keys[position], 0));
    select v.generations into used from public.visitor_generations v where v.visitor_key = visitor_keys[position] and v.day = today;
    if coalesce(used, 0) >= daily_limits[position] then
      return false;
    end if;
  end loop;
  for position in 1 .. coalesce(array_length(visitor_keys, 1), 0) loop
    insert into public.visitor_generations (visitor_key, day, generations) values (visitor_keys[position], today, 1)
    on conflict (visitor_key, day) do update set generations = public.visitor_generations.generations + 1;
  end loop;
  return true;
end
$$;

revoke execute on function public.claim_visitor_generation(text[], integer[]) from public, anon, authenticated;
grant execute on function public.claim_visitor_generation(text[], integer[]) to service_role;
