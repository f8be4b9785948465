-- The admin user list also gives each founder's number and lifetime discount, so the Users tab
-- can show and edit a founder's place without a second read. The return type changes, so the
-- function is replaced.
drop function public.admin_list_users();

create function public.admin_list_users()
returns table (user_id uuid, email text, tier text, founder_tier text, founder_number integer, lifetime_discount integer,
               is_admin boolean, story_count bigint, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  return query
    select u.id, u.email::text, public.effective_tier(u.id), f.founder_tier, f.founder_number, f.lifetime_discount,
           public.has_role(u.id, 'admin'),
           (select count(*) from public.stories s where s.user_id = u.id and s.deleted_at is null), u.created_at
      from auth.users u
      left join public.user_founders f on f.user_id = u.id
     order by u.created_at desc;
end
$$;

revoke execute on function public.admin_list_users() from anon, public;
grant execute on function public.admin_list_users() to authenticated, service_role;
