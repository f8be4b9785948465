-- The admin area calls admin_set_founder and admin_set_role with the argument names of its
-- contract (founder_tier, founder_number, lifetime_discount; role, granted). PostgreSQL cannot
-- rename arguments in place, so the earlier versions are replaced. The arguments share names
-- with columns, so bare names mean columns (variable_conflict) and arguments are qualified.
drop function public.admin_set_founder(uuid, text, integer, integer);
drop function public.admin_set_role(uuid, public.app_role, boolean);

-- A null founder_tier removes the founder status; benefits follow the programme's tiers.
create function public.admin_set_founder(target_user uuid, founder_tier text, founder_number integer, lifetime_discount integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform public.assert_admin();
  if admin_set_founder.founder_tier is null then
    delete from public.user_founders f where f.user_id = target_user;
    return;
  end if;
  insert into public.user_founders (user_id, founder_tier, founder_number, lifetime_discount, benefits)
  values (target_user, admin_set_founder.founder_tier, admin_set_founder.founder_number, admin_set_founder.lifetime_discount,
          case admin_set_founder.founder_tier
            when 'genesis' then array['Pro features free for life', 'Genesis founder badge', 'Early access to new features', 'Direct line to the team']
            when 'pioneer' then array['60% off any plan for life', 'Pioneer founder badge', 'Early access to new features']
            else array['50% off any plan for life', 'Early adopter badge']
          end)
  on conflict (user_id) do update
    set founder_tier = excluded.founder_tier, founder_number = excluded.founder_number,
        lifetime_discount = excluded.lifetime_discount, benefits = excluded.benefits;
end
$$;

create function public.admin_set_role(target_user uuid, role public.app_role, granted boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform public.assert_admin();
  if granted then
    insert into public.user_roles (user_id, role) values (target_user, admin_set_role.role) on conflict (user_id, role) do nothing;
  else
    delete from public.user_roles r where r.user_id = target_user and r.role = admin_set_role.role;
  end if;
end
$$;

revoke execute on function public.admin_set_founder(uuid, text, integer, integer), public.admin_set_role(uuid, public.app_role, boolean) from anon, public;
grant execute on function public.admin_set_founder(uuid, text, integer, integer), public.admin_set_role(uuid, public.app_role, boolean) to authenticated, service_role;
