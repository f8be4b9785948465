-- Server-stamped updated_at for rows the server owns the clock of (characters, profiles,
-- subscriptions, feedback). Stories and segments are left out on purpose: their updated_at is
-- the device's edit time, which the sync conflict rules compare, so a trigger must not replace it.
create function public.stamp_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger user_characters_updated_at before update on public.user_characters
  for each row execute function public.stamp_updated_at();
create trigger profiles_updated_at before update on public.profiles
  for each row execute function public.stamp_updated_at();
create trigger subscribers_updated_at before update on public.subscribers
  for each row execute function public.stamp_updated_at();
create trigger user_feedback_updated_at before update on public.user_feedback
  for each row execute function public.stamp_updated_at();
create trigger user_usage_updated_at before update on public.user_usage
  for each row execute function public.stamp_updated_at();

revoke execute on function public.stamp_updated_at() from anon, authenticated, public;
