-- Enforces tier_limits.characters_limit (Free 5, -1 unlimited) when a character is created, so
-- a crafted request cannot exceed the plan. The per-user advisory lock makes two simultaneous
-- inserts count each other instead of both slipping under the limit.
create function public.enforce_character_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  allowed integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('user_characters:' || new.user_id::text, 0));
  select t.characters_limit into allowed from public.tier_limits t where t.tier_name = public.effective_tier(new.user_id);
  if allowed is not null and allowed <> -1
     and (select count(*) from public.user_characters c where c.user_id = new.user_id) >= allowed then
    raise exception 'Character limit reached: your plan allows % characters', allowed
      using errcode = '23514', hint = 'Upgrade your plan to create more characters.';
  end if;
  return new;
end
$$;

create trigger user_characters_limit before insert on public.user_characters
  for each row execute function public.enforce_character_limit();

revoke execute on function public.enforce_character_limit() from anon, authenticated, public;
