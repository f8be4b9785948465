-- Each story counts once towards its owner's stories per month, whichever comes first: the
-- generate-story function (or the wizard) claiming it before the first AI segment, or the story
-- row arriving on the server (a story written offline is never refused later, only counted at sync).
create table public.story_usage_counts (
  story_id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  month_year text not null check (month_year ~ '^\d{4}-\d{2}$'),
  counted_at timestamptz not null default now()
);

alter table public.story_usage_counts enable row level security;
create policy "Users read which of their stories were counted" on public.story_usage_counts for select to authenticated using (user_id = auth.uid());
revoke all on public.story_usage_counts from anon, authenticated;
grant select on public.story_usage_counts to authenticated;
grant all on public.story_usage_counts to service_role;

-- Internal: counts the story for the user unless it already was; true when this call counted it.
create function public.record_story_usage(story_uuid uuid, user_uuid uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  month text := to_char(now() at time zone 'utc', 'YYYY-MM');
begin
  insert into public.story_usage_counts (story_id, user_id, month_year)
  values (story_uuid, user_uuid, month)
  on conflict (story_id) do nothing;
  if not found then
    return false;
  end if;
  insert into public.user_usage (user_id, month_year, stories_created)
  values (user_uuid, month, 1)
  on conflict (user_id, month_year) do update
    set stories_created = public.user_usage.stories_created + 1,
        updated_at = now();
  return true;
end
$$;

revoke execute on function public.record_story_usage(uuid, uuid) from public, anon, authenticated;
grant execute on function public.record_story_usage(uuid, uuid) to service_role;

-- Before a new story's first segment: 'counted' when the story was already counted (or is
-- counted now, within the caller's monthly limit), 'limit_reached' when the limit is used up.
-- Serialised per user so two stories started at once cannot both take the last place.
create function public.claim_story_usage(story_uuid uuid)
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

revoke execute on function public.claim_story_usage(uuid) from public, anon;
grant execute on function public.claim_story_usage(uuid) to authenticated, service_role;

-- A story that becomes someone's on the server (inserted by sync or migration, or claimed from
-- no owner) is counted then, without a limit check: it already exists on their device.
create function public.count_story_on_arrival()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.user_id is not null then
    perform public.record_story_usage(new.id, new.user_id);
  end if;
  return null;
end
$$;

revoke execute on function public.count_story_on_arrival() from public, anon, authenticated;

create trigger stories_count_usage_on_insert
  after insert on public.stories
  for each row execute function public.count_story_on_arrival();

create trigger stories_count_usage_on_claim
  after update of user_id on public.stories
  for each row
  when (old.user_id is null and new.user_id is not null)
  execute function public.count_story_on_arrival();

-- What the wizard shows before a story starts: the caller's effective tier, its stories per month
-- (-1 unlimited) and how many were counted this month. Read with the same rules as the check.
create function public.get_story_allowance()
returns table (tier_name text, stories_per_month integer, stories_created integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  tier text;
begin
  if caller is null then
    raise exception 'Sign in to read your story allowance' using errcode = '42501';
  end if;
  tier := public.effective_tier(caller);
  return query
    select t.tier_name,
           t.stories_per_month,
           coalesce((select u.stories_created from public.user_usage u
                      where u.user_id = caller and u.month_year = to_char(now() at time zone 'utc', 'YYYY-MM')), 0)
      from public.tier_limits t
     where t.tier_name = tier;
end
$$;

revoke execute on function public.get_story_allowance() from public, anon;
grant execute on function public.get_story_allowance() to authenticated, service_role;
