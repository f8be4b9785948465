-- Subscription tiers and their limits (-1 means unlimited), who subscribes to what, and the
-- founder programme. Written only by the service role (billing) or the admin functions.
create table public.tier_limits (
  tier_name text primary key,
  stories_per_month integer not null,
  voice_generations_per_month integer not null,
  images_per_story integer not null,
  characters_limit integer not null default -1,
  price_monthly_cents integer,
  features text[] not null default '{}',
  sort_order integer not null default 0
);

insert into public.tier_limits (tier_name, stories_per_month, voice_generations_per_month, images_per_story, characters_limit, price_monthly_cents, features, sort_order) values
  ('Free', 5, 10, 3, 5, 0, array['5 stories a month', '10 voice narrations a month', '3 illustrations per story', 'Offline story creation'], 1),
  ('Premium', 30, 60, 10, -1, 799, array['30 stories a month', '60 voice narrations a month', '10 illustrations per story', 'Unlimited characters', 'EPUB and Twine export'], 2),
  ('Pro', -1, 150, -1, -1, 1799, array['Unlimited stories', '150 voice narrations a month', 'Unlimited illustrations', 'Unlimited characters', 'Priority generation'], 3),
  ('Family', -1, 150, -1, -1, 2499, array['Unlimited stories for the family', '150 voice narrations a month', 'Unlimited illustrations', 'Unlimited characters'], 4),
  ('Enterprise', -1, -1, -1, -1, null, array['Unlimited everything', 'Dedicated support', 'Custom integrations'], 5);

create table public.subscribers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text,
  subscribed boolean not null default false,
  subscription_tier text references public.tier_limits (tier_name),
  subscription_status text,
  subscription_end timestamptz,
  stripe_customer_id text,
  updated_at timestamptz not null default now()
);

create table public.user_founders (
  user_id uuid primary key references auth.users (id) on delete cascade,
  founder_tier text not null check (founder_tier in ('genesis', 'pioneer', 'early_adopter')),
  founder_number integer not null unique check (founder_number between 1 and 200),
  lifetime_discount integer not null check (lifetime_discount between 0 and 100),
  benefits text[] not null default '{}',
  created_at timestamptz not null default now()
);

alter table public.tier_limits enable row level security;
alter table public.subscribers enable row level security;
alter table public.user_founders enable row level security;

create policy "Anyone reads tier limits" on public.tier_limits for select to anon, authenticated using (true);
create policy "Users read their own subscription" on public.subscribers for select to authenticated using (user_id = auth.uid());
create policy "Users read their own founder status" on public.user_founders for select to authenticated using (user_id = auth.uid());

revoke insert, update, delete on public.tier_limits, public.subscribers, public.user_founders from anon, authenticated;
revoke select on public.subscribers, public.user_founders from anon;
grant select on public.tier_limits to anon, authenticated;
grant select on public.subscribers, public.user_founders to authenticated;
grant all on public.tier_limits, public.subscribers, public.user_founders to service_role;

-- The tier rules of supabase/functions/_shared/tier-rules.ts, for checks inside the database:
-- genesis founders are Pro, otherwise the subscription tier, otherwise Free.
create function public.effective_tier(user_uuid uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (select 1 from public.user_founders f where f.user_id = user_uuid and f.founder_tier = 'genesis') then 'Pro'
    else coalesce((select s.subscription_tier from public.subscribers s where s.user_id = user_uuid), 'Free')
  end
$$;

revoke execute on function public.effective_tier(uuid) from anon;
grant execute on function public.effective_tier(uuid) to authenticated, service_role;
