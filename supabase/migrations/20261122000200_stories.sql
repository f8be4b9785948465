-- Stories and their segments. Ids are generated on the device so every write can be replayed
-- safely; updated_at is the device's clock (the sync conflict rules compare it), so no trigger
-- overwrites it; deleted_at is a tombstone so other devices learn of deletions.
create table public.stories (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  title text not null default '' check (char_length(title) <= 200),
  description text check (char_length(description) <= 2000),
  genre text,
  story_mode text,
  target_age text check (target_age in ('4-6', '7-9', '10-12', 'teen', 'adult')),
  is_public boolean not null default false,
  published_at timestamptz,
  is_completed boolean not null default false,
  segment_count integer not null default 0,
  like_count integer not null default 0,
  thumbnail_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create index stories_user_updated on public.stories (user_id, updated_at);
create index stories_public_published on public.stories (published_at desc) where is_public and deleted_at is null;
create index stories_genre on public.stories (genre) where is_public and deleted_at is null;

create table public.story_segments (
  id uuid primary key,
  story_id uuid not null references public.stories (id) on delete cascade,
  parent_segment_id uuid references public.story_segments (id) on delete set null,
  triggering_choice_text text check (char_length(triggering_choice_text) <= 300),
  segment_text text not null default '',
  choices text[] not null default '{}',
  image_prompt text,
  image_url text,
  audio_url text,
  is_end boolean not null default false,
  sequence_number integer not null default 1,
  word_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create index story_segments_story on public.story_segments (story_id, sequence_number);
create index story_segments_updated on public.story_segments (updated_at);

-- Counts live segments without touching the story's updated_at (that would look like an edit).
create function public.refresh_segment_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid := coalesce(new.story_id, old.story_id);
begin
  update public.stories
     set segment_count = (select count(*) from public.story_segments where story_id = target and deleted_at is null)
   where id = target;
  return null;
end
$$;

create trigger story_segments_count
  after insert or delete or update of deleted_at on public.story_segments
  for each row execute function public.refresh_segment_count();

alter table public.stories enable row level security;
alter table public.story_segments enable row level security;

create policy "Anyone reads public stories"
  on public.stories for select
  to anon, authenticated
  using (is_public and deleted_at is null);

create policy "Owners read their stories, deleted ones included"
  on public.stories for select
  to authenticated
  using (user_id = auth.uid());

create policy "Users create stories they own"
  on public.stories for insert
  to authenticated
  with check (user_id = auth.uid());

create policy "Owners update their stories and cannot give them away"
  on public.stories for update
  to authenticated
  using (user_id = auth.uid())
  with check (user_id = auth.uid());

-- The anonymous-story migration: an owner-less, private story can be claimed by the signed-in
-- caller, and only by setting user_id to themselves. Public demo stories are never claimable.
-- PostgreSQL checks an UPDATE's WHERE against the SELECT policies too, so the claimable rows
-- must be visible to signed-in users; visitors cannot create such rows, so no one's story shows.
create policy "Signed-in users see owner-less private stories they may claim"
  on public.stories for select
  to authenticated
  using (user_id is null and not is_public and deleted_at is null);

create policy "Signed-in users claim owner-less private stories"
  on public.stories for update
  to authenticated
  using (user_id is null and not is_public)
  with check (user_id = auth.uid());

create policy "Owners delete their stories"
  on public.stories for delete
  to authenticated
  using (user_id = auth.uid());

create policy "Segments of readable stories are readable"
  on public.story_segments for select
  to anon, authenticated
  using (exists (
    select 1 from public.stories s
     where s.id = story_id and ((s.is_public and s.deleted_at is null) or s.user_id = auth.uid())
  ));

create policy "Owners add segments to their stories"
  on public.story_segments for insert
  to authenticated
  with check (exists (select 1 from public.stories s where s.id = story_id and s.user_id = auth.uid()));

create policy "Owners change segments of their stories"
  on public.story_segments for update
  to authenticated
  using (exists (select 1 from public.stories s where s.id = story_id and s.user_id = auth.uid()))
  with check (exists (select 1 from public.stories s where s.id = story_id and s.user_id = auth.uid()));

create policy "Owners delete segments of their stories"
  on public.story_segments for delete
  to authenticated
  using (exists (select 1 from public.stories s where s.id = story_id and s.user_id = auth.uid()));

revoke insert, update, delete on public.stories, public.story_segments from anon;
grant select on public.stories, public.story_segments to anon;
grant select, insert, update, delete on public.stories, public.story_segments to authenticated, service_role;
