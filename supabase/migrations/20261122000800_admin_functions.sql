-- Admin-only functions for the admin area: dashboard figures, the user list, and setting a
-- user's tier, founder status and admin role (the way tiers change when Stripe is not set up).
create function public.assert_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') and coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Admin access requires proper database role configuration' using errcode = '42501';
  end if;
end
$$;

create function public.admin_dashboard_stats()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  return jsonb_build_object(
    'users', (select count(*) from auth.users),
    'stories', (select count(*) from public.stories where deleted_at is null),
    'public_stories', (select count(*) from public.stories where is_public and deleted_at is null),
    'stories_this_month', (select count(*) from public.stories where deleted_at is null and created_at >= date_trunc('month', now())),
    'feedback_by_status', coalesce((select jsonb_object_agg(status, n) from (select status, count(*) n from public.user_feedback group by status) s), '{}'::jsonb)
  );
end
$$;

create function public.admin_list_users()
returns table (user_id uuid, email text, tier text, founder_tier text, is_admin boolean, story_count bigint, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  return query
    select u.id, u.email::text, public.effective_tier(u.id), f.founder_tier, public.has_role(u.id, 'admin'),
           (select count(*) from public.stories s where s.user_id = u.id and s.deleted_at is null), u.created_at
      from auth.users u
      left join public.user_founders f on f.user_id = u.id
     order by u.created_at desc;
end
$$;

create function public.admin_set_user_tier(target_user uuid, new_tier text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  if not exists (select 1 from public.tier_limits where tier_name = new_tier) then
    raise exception 'Unknown tier %', new_tier using errcode = '22023';
  end if;
  insert into public.subscribers (user_id, email, subscribed, subscription_tier, subscription_status, updated_at)
  values (target_user, (select email from auth.users where id = target_user), new_tier <> 'Free', new_tier, case when new_tier = 'Free' then null else 'active' end, now())
  on conflict (user_id) do update
    set subscribed = excluded.subscribed, subscription_tier = excluded.subscription_tier,
        subscription_status = excluded.subscription_status, updated_at = now();
end
$$;

create function public.admin_set_founder(target_user uuid, new_founder_tier text, new_founder_number integer, new_lifetime_discount integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  if new_founder_tier is null then
    delete from public.user_founders where user_id = target_user;
    return;
  end if;
  insert into public.user_founders (user_id, founder_tier, founder_number, lifetime_discount, benefits)
  values (target_user, new_founder_tier, new_founder_number, new_lifetime_discount,
          case new_founder_tier
            when 'genesis' then array['Pro features free for life', 'Genesis founder badge', 'Early access to new features', 'Direct line to the team']
            when 'pioneer' then array['60% off any plan for life', 'Pioneer founder badge', 'Early access to new features']
            else array['50% off any plan for life', 'Early adopter badge']
          end)
  on conflict (user_id) do update
    set founder_tier = excluded.founder_tier, founder_number = excluded.founder_number,
        lifetime_discount = excluded.lifetime_discount, benefits = excluded.benefits;
end
$$;

create function public.admin_set_role(target_user uuid, target_role public.app_role, granted boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  if granted then
    insert into public.user_roles (user_id, role) values (target_user, target_role) on conflict (user_id, role) do nothing;
  else
    delete from public.user_roles r where r.user_id = target_user and r.role = target_role;
  end if;
end
$$;

revoke execute on function public.assert_admin(), public.admin_dashboard_stats(), public.admin_list_users(),
  public.admin_set_user_tier(uuid, text), public.admin_set_founder(uuid, text, integer, integer),
  public.admin_set_role(uuid, public.app_role, boolean) from anon, public;
grant execute on function public.assert_admin(), public.admin_dashboard_stats(), public.admin_list_users(),
  public.admin_set_user_tier(uuid, text), public.admin_set_founder(uuid, text, integer, integer),
  public.admin_set_role(uuid, public.app_role, boolean) to authenticated, service_role;
