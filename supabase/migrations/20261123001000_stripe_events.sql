-- Stripe webhook bookkeeping. Stripe delivers each event at least once and in no guaranteed
-- order, so every processed event id is recorded (a replay changes nothing) and a subscriber row
-- remembers the time of the Stripe event that last wrote it (an older event cannot undo a newer one).
create table public.stripe_events (
  id text primary key,
  type text not null,
  stripe_created_at timestamptz not null,
  user_id uuid references auth.users (id) on delete set null,
  outcome text not null default 'applied' check (outcome in ('applied', 'stale')),
  received_at timestamptz not null default now()
);

alter table public.stripe_events enable row level security;
-- No policies: only the service role (the stripe-webhook function) reads or writes it.
revoke all on public.stripe_events from public, anon, authenticated;
grant all on public.stripe_events to service_role;

alter table public.subscribers
  add column stripe_subscription_id text,
  add column stripe_event_at timestamptz;

create index subscribers_stripe_customer_id_idx on public.subscribers (stripe_customer_id);

-- One Stripe event applied in one transaction: recorded first (a replay returns 'duplicate'
-- and changes nothing), then the subscriber upserted unless a newer event already wrote it
-- ('stale'). Null arguments keep what the row already holds, since not every event carries
-- every field (a completed checkout knows no period end).
create function public.apply_stripe_event(
  event_id text,
  event_type text,
  event_created timestamptz,
  target_user uuid,
  new_email text,
  new_subscribed boolean,
  new_tier text,
  new_status text,
  new_end timestamptz,
  new_customer text,
  new_subscription text
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  written integer;
begin
  insert into public.stripe_events (id, type, stripe_created_at, user_id)
  values (event_id, event_type, event_created, target_user)
  on conflict (id) do nothing;
  if not found then
    return 'duplicate';
  end if;

  insert into public.subscribers as s (
    user_id, email, subscribed, subscription_tier, subscription_status, subscription_end,
    stripe_customer_id, stripe_subscription_id, stripe_event_at
  )
  values (
    target_user,
    coalesce(new_email, (select u.email from auth.users u where u.id = target_user)),
    new_subscribed, coalesce(new_tier, 'Free'), new_status, new_end,
    new_customer, new_subscription, event_created
  )
  on conflict (user_id) do update
    set email = coalesce(excluded.email, s.email),
        subscribed = excluded.subscribed,
        subscription_tier = coalesce(new_tier, s.subscription_tier),
        subscription_status = excluded.subscription_status,
        subscription_end = coalesce(excluded.subscription_end, s.subscription_end),
        stripe_customer_id = coalesce(excluded.stripe_customer_id, s.stripe_customer_id),
        stripe_subscription_id = coalesce(excluded.stripe_subscription_id, s.stripe_subscription_id),
        stripe_event_at = excluded.stripe_event_at
    where s.stripe_event_at is null or s.stripe_event_at <= excluded.stripe_event_at;
  get diagnostics written = row_count;
  if written = 0 then
    update public.stripe_events set outcome = 'stale' where id = event_id;
    return 'stale';
  end if;
  return 'applied';
end
$$;

revoke execute on function public.apply_stripe_event(text, text, timestamptz, uuid, text, boolean, text, text, timestamptz, text, text) from public, anon, authenticated;
grant execute on function public.apply_stripe_event(text, text, timestamptz, uuid, text, boolean, text, text, timestamptz, text, text) to service_role;
