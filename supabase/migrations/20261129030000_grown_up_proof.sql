-- The grown-up proof (issue #26): a child may use the parent's signed-in app, so once an account has
-- a child profile its session alone no longer says a grown-up is there. A right parent PIN checked
-- by the server (the parent-pin function) issues a proof: a random token whose hash is kept here, alive
-- for 30 minutes after its last use and never past 12 hours after the PIN. Publishing a story written
-- outside a child's profile, letting the AI service write outside one, and switching a child's AI
-- service on all need it while the account has children; the device drops it on entering a child's
-- profile. Nothing here trusts the app's word about which profile is open: without the proof the
-- account is treated as a child's.

create table public.grown_up_proofs (
  proof_hash bytea primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  issued_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create index grown_up_proofs_user on public.grown_up_proofs (user_id);

alter table public.grown_up_proofs enable row level security;
revoke all on public.grown_up_proofs from public, anon, authenticated;
grant all on public.grown_up_proofs to service_role;

-- After a right PIN (the family function, as the service role): the proof itself leaves the server
-- once, in this answer; the table keeps only its hash. A parent's spent proofs are cleared here too.
create function public.issue_grown_up_proof(_user_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  proof text := encode(extensions.gen_random_bytes(32), 'hex');
  expires timestamptz := now() + interval '30 minutes';
begin
  delete from public.grown_up_proofs where user_id = _user_id and expires_at <= now();
  insert into public.grown_up_proofs (proof_hash, user_id, expires_at)
  values (sha256(convert_to(proof, 'UTF8')), _user_id, expires);
  return jsonb_build_object('grown_up_proof', proof, 'expires_at', expires);
end
$$;

-- Whether a grown-up is there: always for an account without children, else only with a live proof
-- of this account, whose use keeps it alive (30 more minutes, within 12 hours of the PIN).
create function public.grown_up_present(_user_id uuid, _proof text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.child_profiles c where c.user_id = _user_id) then
    return true;
  end if;
  if _proof is null or _proof = '' then
    return false;
  end if;
  update public.grown_up_proofs
     set expires_at = least(now() + interval '30 minutes', issued_at + interval '12 hours')
   where proof_hash = sha256(convert_to(_proof, 'UTF8')) and user_id = _user_id and expires_at > now();
  return found;
end
$$;

revoke execute on function public.issue_grown_up_proof(uuid), public.grown_up_present(uuid, text)
  from public, anon, authenticated;
grant execute on function public.issue_grown_up_proof(uuid), public.grown_up_present(uuid, text)
  to service_role;

-- The caller's own proof as the app sends it to the database (the x-grown-up-proof header), for the
-- writes a client makes straight through the API; the device asks it too, to know whether its proof
-- is still alive.
create function public.holds_grown_up_proof()
returns boolean
language sql
security definer
set search_path = ''
as $$
  select auth.uid() is not null
     and public.grown_up_present(auth.uid(), current_setting('request.headers', true)::jsonb ->> 'x-grown-up-proof')
$$;

revoke execute on function public.holds_grown_up_proof() from public, anon;
grant execute on function public.holds_grown_up_proof() to authenticated, service_role;

-- Entering a child's profile ends the device's proof on the server too, so a copy of it is worthless.
create function public.end_grown_up_proof(_proof text)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.grown_up_proofs
   where proof_hash = sha256(convert_to(_proof, 'UTF8')) and user_id = auth.uid()
$$;

revoke execute on function public.end_grown_up_proof(text) from public, anon;
grant execute on function public.end_grown_up_proof(text) to authenticated, service_role;

-- A child's AI switch is the parent's consent: turned on (or a child added with it on, once the
-- account has children) only with the grown-up proof. Turning it off needs nothing.
create function public.guard_child_ai_consent()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and new.ai_allowed
     and (tg_op = 'INSERT' or not old.ai_allowed)
     and not public.holds_grown_up_proof() then
    raise exception 'A grown-up enters the parent PIN to let the AI service write for a child'
      using errcode = '42501', hint = 'grown_up_proof_required';
  end if;
  return new;
end
$$;

create trigger child_profiles_guard_ai_consent before insert or update of ai_allowed on public.child_profiles
  for each row execute function public.guard_child_ai_consent();

-- The AI service writes a child's part only when that child's switch is on, and anything else of an
-- account with children only with the grown-up proof: a request that names no story, or a story of
-- no child, could come from a child who skipped the app. Reads only the caller's own rows.
drop function public.child_allows_ai(uuid, uuid);

create function public.child_allows_ai(_story_id uuid, _child_profile_id uuid, _grown_up_proof text default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  child uuid;
begin
  select c.id into child from public.child_profiles c
   where c.user_id = auth.uid()
     and (c.id = _child_profile_id
          or c.id = (select s.child_profile_id from public.stories s where s.id = _story_id and s.user_id = auth.uid()))
   order by c.ai_allowed
   limit 1;
  if child is not null then
    return (select c.ai_allowed from public.child_profiles c where c.id = child);
  end if;
  return auth.uid() is not null and public.grown_up_present(auth.uid(), _grown_up_proof);
end
$$;

revoke execute on function public.child_allows_ai(uuid, uuid, text) from public, anon;
grant execute on function public.child_allows_ai(uuid, uuid, text) to authenticated, service_role;

-- publish_checked_story as before, and while the account has children a story written outside a
-- child's profile only with the grown-up proof (PT403, hint grown_up_proof_required).
drop function public.publish_checked_story(uuid, text);

create function public.publish_checked_story(_story_id uuid, _fingerprint text, _grown_up_proof text default null)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  published timestamptz := now();
  child uuid;
  owner uuid;
begin
  select s.child_profile_id, s.user_id into child, owner
    from public.stories s where s.id = _story_id and s.deleted_at is null for update;
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
  if child is null and not public.grown_up_present(owner, _grown_up_proof) then
    raise exception 'A grown-up enters the parent PIN to publish from an account with children'
      using errcode = 'PT403', hint = 'grown_up_proof_required';
  end if;
  update public.stories
     set is_public = true, published_at = published, updated_at = greatest(updated_at, published)
   where id = _story_id;
  return published;
end
$$;

revoke execute on function public.publish_checked_story(uuid, text, text) from public, anon, authenticated;
grant execute on function public.publish_checked_story(uuid, text, text) to service_role;
