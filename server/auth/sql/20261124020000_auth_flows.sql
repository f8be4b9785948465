-- The local auth service's tables for GoTrue's email flows, shaped like Supabase's own:
-- auth.identities (a user's email identity), auth.flow_state (PKCE: the code challenge a link
-- or code leads back to), auth.one_time_tokens (link tokens and six-digit codes, stored only as
-- hashes), and the users' secure email change and reauthentication columns. Local stack only.
alter table auth.users
  add column if not exists email_change_token_current varchar(255) default '',
  add column if not exists email_change_confirm_status smallint default 0,
  add column if not exists email_change_sent_at timestamptz,
  add column if not exists reauthentication_sent_at timestamptz;

create table auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);
create index identities_user_id on auth.identities (user_id);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', u.email_confirmed_at is not null, 'phone_verified', false),
       'email', u.last_sign_in_at, u.created_at, u.updated_at
  from auth.users u
 where u.email is not null
on conflict do nothing;

create table auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text unique,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  code_challenge text not null,
  authentication_method text not null,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('signup', 'invite', 'magiclink', 'recovery', 'email_change_new', 'email_change_current', 'reauthentication')),
  token_hash text not null unique,
  code_hash text not null,
  relates_to text not null,
  flow_state_id uuid references auth.flow_state (id) on delete set null,
  created_at timestamptz not null default now()
);
create index one_time_tokens_user on auth.one_time_tokens (user_id, token_type);
create index one_time_tokens_relates_to on auth.one_time_tokens (relates_to, token_type);
