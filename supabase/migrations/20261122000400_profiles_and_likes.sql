-- Public profiles (name and avatar shown with published stories) and story likes.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  display_name text check (char_length(display_name) <= 80),
  avatar_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

create policy "Anyone reads profiles"
  on public.profiles for select
  to anon, authenticated
  using (true);

create policy "Users create their own profile"
  on public.profiles for insert
  to authenticated
  with check (id = auth.uid());

create policy "Users update their own profile"
  on public.profiles for update
  to authenticated
  using (id = auth.uid())
  with check (id = auth.uid());

-- Every new account gets a profile named from its sign-up metadata.
create function public.create_profile_for_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, display_name, avatar_url)
  values (new.id, new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'avatar_url')
  on conflict (id) do nothing;
  return new;
end
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.create_profile_for_new_user();

create table public.story_likes (
  story_id uuid not null references public.stories (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (story_id, user_id)
);

alter table public.story_likes enable row level security;

create policy "Anyone reads likes of public stories"
  on public.story_likes for select
  to anon, authenticated
  using (exists (select 1 from public.stories s where s.id = story_id and s.is_public and s.deleted_at is null) or user_id = auth.uid());

create policy "Users like public stories as themselves"
  on public.story_likes for insert
  to authenticated
  with check (user_id = auth.uid() and exists (select 1 from public.stories s where s.id = story_id and s.is_public and s.deleted_at is null));

create policy "Users take back their own likes"
  on public.story_likes for delete
  to authenticated
  using (user_id = auth.uid());

create function public.refresh_like_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid := coalesce(new.story_id, old.story_id);
begin
  update public.stories set like_count = (select count(*) from public.story_likes where story_id = target) where id = target;
  return null;
end
$$;

create trigger story_likes_count
  after insert or delete on public.story_likes
  for each row execute function public.refresh_like_count();

revoke insert, update, delete on public.profiles, public.story_likes from anon;
grant select on public.profiles, public.story_likes to anon;
grant select, insert, update on public.profiles to authenticated;
grant select, insert, delete on public.story_likes to authenticated;
grant all on public.profiles, public.story_likes to service_role;
