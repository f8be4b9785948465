-- Characters a user keeps for their stories, and which characters appear in which story.
create table public.user_characters (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 50),
  role text not null default 'protagonist' check (role in ('protagonist', 'sidekick', 'companion', 'custom')),
  description text not null default '' check (char_length(description) <= 500),
  traits text[] not null default '{}' check (coalesce(array_length(traits, 1), 0) <= 5),
  avatar_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index user_characters_user on public.user_characters (user_id, created_at);

create table public.story_characters (
  story_id uuid not null references public.stories (id) on delete cascade,
  character_id uuid not null references public.user_characters (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (story_id, character_id)
);

alter table public.user_characters enable row level security;
alter table public.story_characters enable row level security;

create policy "Owners manage their characters"
  on public.user_characters for all
  to authenticated
  using (user_id = auth.uid())
  with check (user_id = auth.uid());

create policy "Owners link their characters to their stories"
  on public.story_characters for all
  to authenticated
  using (exists (select 1 from public.stories s where s.id = story_id and s.user_id = auth.uid()))
  with check (
    exists (select 1 from public.stories s where s.id = story_id and s.user_id = auth.uid())
    and exists (select 1 from public.user_characters c where c.id = character_id and c.user_id = auth.uid())
  );

revoke all on public.user_characters, public.story_characters from anon;
grant select, insert, update, delete on public.user_characters, public.story_characters to authenticated, service_role;
