-- Feedback from the floating widget: anyone may send it (as themselves or anonymously), users
-- read their own, admins read all and triage it (status, priority, notes, who resolved it when).
create table public.user_feedback (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  email text check (char_length(email) <= 320),
  feedback_type text not null default 'general' check (feedback_type in ('bug', 'feature', 'general', 'praise', 'complaint')),
  subject text check (char_length(subject) <= 200),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  page_url text,
  user_agent text,
  browser_info jsonb,
  status text not null default 'new' check (status in ('new', 'in_progress', 'resolved', 'closed')),
  priority text not null default 'medium' check (priority in ('low', 'medium', 'high', 'urgent')),
  admin_notes text,
  resolved_by uuid references auth.users (id) on delete set null,
  resolved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index user_feedback_created on public.user_feedback (created_at desc);

alter table public.user_feedback enable row level security;

create policy "Anyone sends feedback as themselves, untriaged"
  on public.user_feedback for insert
  to anon, authenticated
  with check (
    (user_id is null or user_id = auth.uid())
    and status = 'new' and priority = 'medium'
    and admin_notes is null and resolved_by is null and resolved_at is null
  );

create policy "Users read their own feedback; admins read all"
  on public.user_feedback for select
  to authenticated
  using (user_id = auth.uid() or public.has_role(auth.uid(), 'admin'));

create policy "Admins triage feedback"
  on public.user_feedback for update
  to authenticated
  using (public.has_role(auth.uid(), 'admin'))
  with check (public.has_role(auth.uid(), 'admin'));

-- Column grants keep triage to its own fields: nobody rewrites what a user sent.
revoke all on public.user_feedback from anon, authenticated;
grant insert (user_id, email, feedback_type, subject, message, page_url, user_agent, browser_info, status, priority) on public.user_feedback to anon, authenticated;
grant select on public.user_feedback to authenticated;
grant update (status, priority, admin_notes, resolved_by, resolved_at, updated_at) on public.user_feedback to authenticated;
grant all on public.user_feedback to service_role;

create function public.get_feedback_stats()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_role(auth.uid(), 'admin') and coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Admin access requires proper database role configuration' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'total', (select count(*) from public.user_feedback),
    'by_status', coalesce((select jsonb_object_agg(status, n) from (select status, count(*) n from public.user_feedback group by status) s), '{}'::jsonb),
    'by_type', coalesce((select jsonb_object_agg(feedback_type, n) from (select feedback_type, count(*) n from public.user_feedback group by feedback_type) t), '{}'::jsonb),
    'by_priority', coalesce((select jsonb_object_agg(priority, n) from (select priority, count(*) n from public.user_feedback group by priority) p), '{}'::jsonb)
  );
end
$$;

revoke execute on function public.get_feedback_stats() from anon, public;
grant execute on function public.get_feedback_stats() to authenticated, service_role;
