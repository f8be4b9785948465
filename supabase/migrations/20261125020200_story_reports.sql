-- Readers report a published story they think is wrong for its readers: a reason from a fixed list
-- (supabase/functions/_shared/story-report-reasons.ts) and a short note. Reporters only add their own
-- report, once per story and at most 20 a day; only admins read reports. An admin (or the story's
-- author) unpublishes it with unpublish_story, which marks its open reports handled.
create table public.story_reports (
  id uuid primary key default gen_random_uuid(),
  story_id uuid not null references public.stories (id) on delete cascade,
  reporter_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  reason text not null check (
    reason in ('not-for-this-age', 'violence', 'sexual-content', 'hate-or-bullying', 'personal-information', 'other')
  ),
  note text not null default '' check (char_length(note) <= 500),
  status text not null default 'new' check (status in ('new', 'handled')),
  handled_by uuid references auth.users (id) on delete set null,
  handled_at timestamptz,
  created_at timestamptz not null default now(),
  unique (story_id, reporter_id)
);

create index story_reports_status_created on public.story_reports (status, created_at desc);
create index story_reports_reporter_created on public.story_reports (reporter_id, created_at);

alter table public.story_reports enable row level security;

create policy "Readers report published stories as themselves"
  on public.story_reports for insert
  to authenticated
  with check (reporter_id = auth.uid() and public.is_published_story(story_id));

create policy "Admins read reports"
  on public.story_reports for select
  to authenticated
  using (public.has_role(auth.uid(), 'admin'));

-- A reporter names the story, the reason and the note; who reported, the status and its handling
-- are the database's.
revoke all on public.story_reports from public, anon, authenticated;
grant insert (story_id, reason, note) on public.story_reports to authenticated;
grant select on public.story_reports to authenticated;
grant all on public.story_reports to service_role;

-- SECURITY DEFINER: a reporter cannot read reports, their own included, to count them.
create function public.limit_story_reports()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(*) from public.story_reports
       where reporter_id = new.reporter_id and created_at > now() - interval '1 day') >= 20 then
    raise exception 'You have sent many reports today. Thank you; please try again tomorrow.'
      using errcode = 'PT429';
  end if;
  return new;
end
$$;

create trigger story_reports_daily_limit
  before insert on public.story_reports
  for each row execute function public.limit_story_reports();

revoke execute on function public.limit_story_reports() from public, anon, authenticated;

-- The admin panel's list: each report with its story's title and whether it is still published.
create function public.admin_list_story_reports()
returns table (
  id uuid,
  story_id uuid,
  story_title text,
  story_is_public boolean,
  reason text,
  note text,
  status text,
  created_at timestamptz,
  handled_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  return query
    select r.id, r.story_id, s.title, s.is_public and s.deleted_at is null, r.reason, r.note,
           r.status, r.created_at, r.handled_at
      from public.story_reports r
      join public.stories s on s.id = r.story_id
     order by (r.status = 'new') desc, r.created_at desc
     limit 500;
end
$$;

-- Takes a story out of Discover: its author may, and an admin may for anyone's story. Its open
-- reports are marked handled. updated_at moves so the author's devices pull the change.
create function public.unpublish_story(_story_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  author uuid;
begin
  select user_id into author from public.stories where id = _story_id;
  if not found then
    raise exception 'Story not found' using errcode = 'PT404';
  end if;
  if author is distinct from auth.uid()
     and not public.has_role(auth.uid(), 'admin')
     and coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Only the story''s author or an admin can unpublish it' using errcode = '42501';
  end if;
  update public.stories
     set is_public = false, published_at = null, updated_at = greatest(updated_at, now())
   where id = _story_id and is_public;
  update public.story_reports
     set status = 'handled', handled_by = auth.uid(), handled_at = now()
   where story_id = _story_id and status = 'new';
end
$$;

revoke execute on function public.admin_list_story_reports(), public.unpublish_story(uuid) from public, anon;
grant execute on function public.admin_list_story_reports(), public.unpublish_story(uuid)
  to authenticated, service_role;
