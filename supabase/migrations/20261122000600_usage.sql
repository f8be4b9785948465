-- Monthly usage per user, and the usage calls of the app: read this month, count, check a limit.
-- Callers read and count only their own usage; the service role may act for anyone.
create table public.user_usage (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  month_year text not null check (month_year ~ '^\d{4}-\d{2}$'),
  stories_created integer not null default 0,
  images_generated integer not null default 0,
  voice_generations integer not null default 0,
  updated_at timestamptz not null default now(),
  unique (user_id, month_year)
);

alter table public.user_usage enable row level security;
create policy "Users read their own usage" on public.user_usage for select to authenticated using (user_id = auth.uid());
revoke insert, update, delete on public.user_usage from anon, authenticated;
revoke select on public.user_usage from anon;
grant select on public.user_usage to authenticated;
grant all on public.user_usage to service_role;

create function public.assert_usage_caller(user_uuid uuid)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if user_uuid is distinct from auth.uid() and coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'You can only use your own usage' using errcode = '42501';
  end if;
end
$$;

create function public.get_current_month_usage(user_uuid uuid)
returns table (stories_created integer, images_generated integer, voice_generations integer, month_year text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_usage_caller(user_uuid);
  return query
    select u.stories_created, u.images_generated, u.voice_generations, u.month_year
      from public.user_usage u
     where u.user_id = user_uuid and u.month_year = to_char(now() at time zone 'utc', 'YYYY-MM');
end
$$;

create function public.increment_usage(user_uuid uuid, stories_inc integer default 0, images_inc integer default 0, voice_inc integer default 0)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.assert_usage_caller(user_uuid);
  if least(stories_inc, images_inc, voice_inc) < 0 then
    raise exception 'Usage can only go up' using errcode = '22023';
  end if;
  insert into public.user_usage (user_id, month_year, stories_created, images_generated, voice_generations)
  values (user_uuid, to_char(now() at time zone 'utc', 'YYYY-MM'), stories_inc, images_inc, voice_inc)
  on conflict (user_id, month_year) do update
    set stories_created = public.user_usage.stories_created + excluded.stories_created,
        images_generated = public.user_usage.images_generated + excluded.images_generated,
        voice_generations = public.user_usage.voice_generations + excluded.voice_generations,
        updated_at = now();
end
$$;

-- check_type: 'story' (stories per month) or 'voice' (voice generations per month).
-- The tier is the caller's effective tier from the database; a different tier_name cannot raise it.
create function public.check_usage_limit(user_uuid uuid, tier_name text, check_type text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  tier text;
  limit_value integer;
  used integer;
begin
  perform public.assert_usage_caller(user_uuid);
  tier := case when coalesce(auth.role(), '') = 'service_role' then coalesce(tier_name, public.effective_tier(user_uuid)) else public.effective_tier(user_uuid) end;
  select case check_type
           when 'story' then t.stories_per_month
           when 'stories' then t.stories_per_month
           when 'voice' then t.voice_generations_per_month
         end
    into limit_value
    from public.tier_limits t
   where t.tier_name = tier;
  if limit_value is null then
    return false;
  end if;
  if limit_value = -1 then
    return true;
  end if;
  select case when check_type = 'voice' then coalesce(u.voice_generations, 0) else coalesce(u.stories_created, 0) end
    into used
    from public.user_usage u
   where u.user_id = user_uuid and u.month_year = to_char(now() at time zone 'utc', 'YYYY-MM');
  return coalesce(used, 0) < limit_value;
end
$$;

revoke execute on function public.get_current_month_usage(uuid), public.increment_usage(uuid, integer, integer, integer), public.check_usage_limit(uuid, text, text), public.assert_usage_caller(uuid) from anon, public;
grant execute on function public.get_current_month_usage(uuid), public.increment_usage(uuid, integer, integer, integer), public.check_usage_limit(uuid, text, text), public.assert_usage_caller(uuid) to authenticated, service_role;
