-- One admin check: unpublish_story and get_feedback_stats wrote out assert_admin's condition again
-- (the admin role, or the service role). They call assert_admin now, so a change to who counts as an
-- admin is made in that one function. A non-admin who is not the author gets assert_admin's refusal.
create or replace function public.unpublish_story(_story_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  author uuid;
begin
  select user_id into author from public.stories where id = _story_id;
  if not found then
    raise exception 'Story not found' using errcode = 'PT404';
  end if;
  if author is distinct from auth.uid() then
    perform public.assert_admin();
  end if;
  update public.stories
     set is_public = false, published_at = null, updated_at = greatest(updated_at, now())
   where id = _story_id and is_public;
  update public.story_reports
     set status = 'handled', handled_by = auth.uid(), handled_at = now()
   where story_id = _story_id and status = 'new';
end
$$;

create or replace function public.get_feedback_stats()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  return jsonb_build_object(
    'total', (select count(*) from public.user_feedback),
    'by_status', coalesce((select jsonb_object_agg(status, n) from (select status, count(*) n from public.user_feedback group by status) s), '{}'::jsonb),
    'by_type', coalesce((select jsonb_object_agg(feedback_type, n) from (select feedback_type, count(*) n from public.user_feedback group by feedback_type) t), '{}'::jsonb),
    'by_priority', coalesce((select jsonb_object_agg(priority, n) from (select priority, count(*) n from public.user_feedback group by priority) p), '{}'::jsonb)
  );
end
$$;
