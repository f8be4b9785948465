-- check_usage_limit answers false for a tier name that does not exist, for every caller. A known
-- name is still only trusted from the service role; users are checked against their effective
-- tier in the database, so naming a richer tier cannot lift their limit. A null name means
-- "the user's effective tier".
create or replace function public.check_usage_limit(user_uuid uuid, tier_name text, check_type text)
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
  if check_usage_limit.tier_name is not null
     and not exists (select 1 from public.tier_limits t where t.tier_name = check_usage_limit.tier_name) then
    return false;
  end if;
  tier := case
    when coalesce(auth.role(), '') = 'service_role' then coalesce(check_usage_limit.tier_name, public.effective_tier(user_uuid))
    else public.effective_tier(user_uuid)
  end;
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
  select case when check_type = 'voice' then u.voice_generations else u.stories_created end
    into used
    from public.user_usage u
   where u.user_id = user_uuid and u.month_year = to_char(now() at time zone 'utc', 'YYYY-MM');
  return coalesce(used, 0) < limit_value;
end
$$;
