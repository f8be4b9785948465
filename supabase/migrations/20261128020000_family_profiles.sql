-- Families (issue #26): a parent's account holds a profile for each child (a name, an avatar and a
-- reading band; no email, no birth date), as many as the plan allows. A story carries the profile it
-- was written in. A child's story is published only after the parent approves it with the parent
-- PIN, which the server keeps as a slow salted hash no client can read. The avatars and bands are
-- those of supabase/functions/_shared/family/child-profile-rules.ts.

alter table public.tier_limits add column child_profiles_limit integer not null default 1;
update public.tier_limits set child_profiles_limit = 6 where tier_name = 'Family';

create table public.child_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  display_name text not null check (char_length(display_name) between 1 and 30 and display_name = btrim(display_name)),
  avatar text not null check (avatar in ('fox', 'owl', 'bear', 'rabbit', 'cat', 'dragon', 'whale', 'robot')),
  reading_band text not null check (reading_band in ('4-6', '7-9', '10-12')),
  ai_allowed boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index child_profiles_user on public.child_profiles (user_id);

create trigger child_profiles_updated_at before update on public.child_profiles
  for each row execute function public.stamp_updated_at();

-- tier_limits.child_profiles_limit for everyone who inserts, so a client that skips the app cannot
-- add more; the per-parent lock makes two simultaneous inserts count each other.
create function public.enforce_child_profile_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  allowed integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('child_profiles:' || new.user_id::text, 0));
  select t.child_profiles_limit into allowed from public.tier_limits t where t.tier_name = public.effective_tier(new.user_id);
  if coalesce(allowed, 1) <> -1
     and (select count(*) from public.child_profiles c where c.user_id = new.user_id) >= coalesce(allowed, 1) then
    raise exception 'Child profile limit reached: your plan allows % child profiles', coalesce(allowed, 1)
      using errcode = '23514', hint = 'The Family plan allows more child profiles.';
  end if;
  return new;
end
$$;

create trigger child_profiles_limit before insert or update of user_id on public.child_profiles
  for each row execute function public.enforce_child_profile_limit();

alter table public.child_profiles enable row level security;
create policy "Parents read their children" on public.child_profiles for select to authenticated
  using (user_id = auth.uid());
create policy "Parents add children" on public.child_profiles for insert to authenticated
  with check (user_id = auth.uid());
create policy "Parents change their children" on public.child_profiles for update to authenticated
  using (user_id = auth.uid()) with check (user_id = auth.uid());

-- Removing a child goes through the PIN (the family function), never a plain client delete: with
-- the profile gone its stories are the parent's, which publish without an approval.
revoke all on public.child_profiles from anon;
revoke delete, truncate, references, trigger on public.child_profiles from authenticated;
grant select, insert, update on public.child_profiles to authenticated;
grant all on public.child_profiles to service_role;

alter table public.stories add column child_profile_id uuid references public.child_profiles (id) on delete set null;
create index stories_child_profile on public.stories (child_profile_id) where child_profile_id is not null;

-- A story belongs to one of its owner's children or to no child; once written in a child's profile
-- a client cannot take it out (that would let it publish without an approval). Removing the child
-- (the service role, or the foreign key's own update) may.
create function public.guard_story_child_profile()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.child_profile_id is not null
     and new.child_profile_id is distinct from old.child_profile_id
     and current_user in ('anon', 'authenticated') then
    raise exception 'A story written in a child''s profile stays in that profile' using errcode = '42501';
  end if;
  if new.child_profile_id is not null
     and (tg_op = 'INSERT' or new.child_profile_id is distinct from old.child_profile_id or new.user_id is distinct from old.user_id)
     and not exists (select 1 from public.child_profiles c where c.id = new.child_profile_id and c.user_id = new.user_id) then
    raise exception 'A story''s child profile must be one of its owner''s children' using errcode = '23503';
  end if;
  return new;
end
$$;

create trigger stories_guard_child_profile
  before insert or update of child_profile_id, user_id on public.stories
  for each row execute function public.guard_story_child_profile();

-- The foreign key's set null does not move updated_at, so the parent's devices would never pull the
-- change; a removed child's kept stories are stamped here first.
create function public.release_child_stories()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.stories
     set child_profile_id = null, updated_at = greatest(updated_at, now())
   where child_profile_id = old.id;
  return old;
end
$$;

create trigger child_profiles_release_stories before delete on public.child_profiles
  for each row execute function public.release_child_stories();

-- A child's request to publish, and the parent's answer. A client asks (requested) or declines; only
-- the family function approves, after checking the PIN, and records the fingerprint of the words it
-- approved (read_story_for_publishing), so a story changed afterwards needs a new approval.
create table public.publish_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  story_id uuid not null unique references public.stories (id) on delete cascade,
  child_profile_id uuid not null references public.child_profiles (id) on delete cascade,
  state text not null default 'requested' check (state in ('requested', 'approved', 'declined')),
  approved_fingerprint text,
  created_at timestamptz not null default now(),
  decided_at timestamptz
);

create index publish_requests_user on public.publish_requests (user_id, state);

create function public.guard_publish_request()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from public.stories s
                  where s.id = new.story_id and s.user_id = new.user_id and s.child_profile_id = new.child_profile_id) then
    raise exception 'A publish request names a story written in that child''s profile' using errcode = '23503';
  end if;
  if current_user in ('anon', 'authenticated') then
    if new.state = 'approved' then
      raise exception 'A parent approves a story with the PIN, through the family function' using errcode = '42501';
    end if;
    new.approved_fingerprint := null;
    new.decided_at := case when new.state = 'declined' then now() end;
  end if;
  return new;
end
$$;

create trigger publish_requests_guard before insert or update on public.publish_requests
  for each row execute function public.guard_publish_request();

alter table public.publish_requests enable row level security;
create policy "Parents read their publish requests" on public.publish_requests for select to authenticated
  using (user_id = auth.uid());
create policy "Parents' children ask to publish" on public.publish_requests for insert to authenticated
  with check (user_id = auth.uid());
create policy "Parents answer publish requests" on public.publish_requests for update to authenticated
  using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "Parents remove publish requests" on public.publish_requests for delete to authenticated
  using (user_id = auth.uid());

revoke all on public.publish_requests from anon;
revoke truncate, references, trigger on public.publish_requests from authenticated;
grant select, insert, update, delete on public.publish_requests to authenticated;
grant all on public.publish_requests to service_role;

-- The parent PIN: only its scrypt hash, and the tries since the last right one. No client reads or
-- writes this table; the family function does, as the service role.
create table public.parent_pins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  pin_hash text not null,
  failed_tries integer not null default 0,
  locked_until timestamptz,
  updated_at timestamptz not null default now()
);

alter table public.parent_pins enable row level security;
revoke all on public.parent_pins from anon, authenticated, public;
grant all on public.parent_pins to service_role;

-- Counts a try before the PIN is compared, so tries sent at once are each counted: the fifth try in a
-- row locks the PIN for 15 minutes unless it is the right one (settle_parent_pin_try then clears it).
-- Answers the hash to compare, or the time the lock ends, or null when no PIN is set.
create function public.claim_parent_pin_try(_user_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  pin public.parent_pins;
begin
  select * into pin from public.parent_pins where user_id = _user_id for update;
  if not found then
    return null;
  end if;
  if pin.locked_until > now() then
    return jsonb_build_object('locked_until', pin.locked_until);
  end if;
  update public.parent_pins
     set failed_tries = case when pin.locked_until is null then pin.failed_tries + 1 else 1 end,
         locked_until = case when (case when pin.locked_until is null then pin.failed_tries + 1 else 1 end) >= 5
                             then now() + interval '15 minutes' end,
         updated_at = now()
   where user_id = _user_id
  returning * into pin;
  return jsonb_build_object('pin_hash', pin.pin_hash, 'failed_tries', pin.failed_tries);
end
$$;

create function public.settle_parent_pin_try(_user_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.parent_pins set failed_tries = 0, locked_until = null, updated_at = now() where user_id = _user_id
$$;

create function public.store_parent_pin(_user_id uuid, _pin_hash text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.parent_pins (user_id, pin_hash) values (_user_id, _pin_hash)
  on conflict (user_id) do update set pin_hash = excluded.pin_hash, failed_tries = 0, locked_until = null, updated_at = now()
$$;

-- The approval publish_checked_story looks for.
create function public.approve_publish_request(_story_id uuid, _fingerprint text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.publish_requests
     set state = 'approved', approved_fingerprint = _fingerprint, decided_at = now()
   where story_id = _story_id
$$;

-- Removes a child once the family function has checked the PIN: their stories stay as the parent's
-- (release_child_stories) or leave the server with their parts and requests. False when no such child.
create function public.remove_child_profile(_user_id uuid, _child_profile_id uuid, _keep_stories boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not _keep_stories then
    delete from public.stories where child_profile_id = _child_profile_id and user_id = _user_id;
  end if;
  delete from public.child_profiles where id = _child_profile_id and user_id = _user_id;
  return found;
end
$$;

revoke execute on function public.claim_parent_pin_try(uuid), public.settle_parent_pin_try(uuid),
  public.store_parent_pin(uuid, text), public.approve_publish_request(uuid, text),
  public.remove_child_profile(uuid, uuid, boolean)
  from public, anon, authenticated;
grant execute on function public.claim_parent_pin_try(uuid), public.settle_parent_pin_try(uuid),
  public.store_parent_pin(uuid, text), public.approve_publish_request(uuid, text),
  public.remove_child_profile(uuid, uuid, boolean)
  to service_role;

-- What the parent's app may know of its PIN: whether one is set and whether it is locked; never the hash.
create function public.read_parent_pin_state()
returns table (has_pin boolean, failed_tries integer, locked_until timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.parent_pins p where p.user_id = auth.uid()),
         coalesce((select p.failed_tries from public.parent_pins p where p.user_id = auth.uid() and (p.locked_until is null or p.locked_until > now())), 0),
         (select p.locked_until from public.parent_pins p where p.user_id = auth.uid() and p.locked_until > now())
$$;

revoke execute on function public.read_parent_pin_state() from public, anon;
grant execute on function public.read_parent_pin_state() to authenticated, service_role;

-- publish_checked_story as before, and a story written in a child's profile only with its parent's
-- approval of exactly these words (403 through PostgREST's PT403).
create or replace function public.publish_checked_story(_story_id uuid, _fingerprint text)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  published timestamptz := now();
  child uuid;
begin
  select s.child_profile_id into child from public.stories s where s.id = _story_id and s.deleted_at is null for update;
  if not found then
    raise exception 'Story not found' using errcode = 'PT404';
  end if;
  if (public.read_story_for_publishing(_story_id) ->> 'fingerprint') is distinct from _fingerprint then
    raise exception 'The story changed while it was being checked. Publish it again.' using errcode = 'PT409';
  end if;
  if child is not null and not exists (
    select 1 from public.publish_requests r
     where r.story_id = _story_id and r.state = 'approved' and r.approved_fingerprint = _fingerprint
  ) then
    raise exception 'A parent approves this story with the parent PIN before it is published' using errcode = 'PT403';
  end if;
  update public.stories
     set is_public = true, published_at = published, updated_at = greatest(updated_at, published)
   where id = _story_id;
  return published;
end
$$;

revoke execute on function public.publish_checked_story(uuid, text) from public, anon, authenticated;
grant execute on function public.publish_checked_story(uuid, text) to service_role;
