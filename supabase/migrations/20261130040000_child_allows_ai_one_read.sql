-- child_allows_ai as before (20261129030000_grown_up_proof.sql), in one read of the caller's
-- children instead of two: the matching child's own switch (off wins when the story's child and the
-- named child differ), else the grown-up proof. Same signature, so its grants stay as they were.
create or replace function public.child_allows_ai(_story_id uuid, _child_profile_id uuid, _grown_up_proof text default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  allowed boolean;
begin
  select c.ai_allowed into allowed from public.child_profiles c
   where c.user_id = auth.uid()
     and (c.id = _child_profile_id
          or c.id = (select s.child_profile_id from public.stories s where s.id = _story_id and s.user_id = auth.uid()))
   order by c.ai_allowed
   limit 1;
  if found then
    return allowed;
  end if;
  return auth.uid() is not null and public.grown_up_present(auth.uid(), _grown_up_proof);
end
$$;
