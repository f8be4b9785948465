-- Who exists and who is admin are not public. A profile (name, avatar) is shown only with a published
-- story, so anyone reads only the profiles of users with a public story; everyone reads their own,
-- admins all. has_role answers only about the caller (or to an admin or the service role); asked
-- about someone else it says false, so it can no longer be used to find the admins.
drop policy "Anyone reads profiles" on public.profiles;

create policy "Anyone reads the profiles of users who published"
  on public.profiles for select
  to anon, authenticated
  using (
    id = auth.uid()
    or exists (select 1 from public.stories s where s.user_id = profiles.id and s.is_public and s.deleted_at is null)
    or public.has_role(auth.uid(), 'admin')
  );

-- Without request claims the caller is the database itself (a trigger, a migration, a direct
-- connection), which may ask about anyone.
create or replace function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.user_roles where user_id = _user_id and role = _role)
     and (
       coalesce(_user_id = auth.uid(), false)
       or coalesce(auth.role(), '') = 'service_role'
       or nullif(current_setting('request.jwt.claims', true), '') is null
       or exists (select 1 from public.user_roles where user_id = auth.uid() and role = 'admin')
     )
$$;
