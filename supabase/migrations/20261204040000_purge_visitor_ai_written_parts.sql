-- A note of a visitor's AI-written part (20261201040000) is only needed until the part syncs up
-- with its new owner: the claim that matches it takes it away, and a part already on the server
-- keeps its caption by its own row. A visitor who never signs up leaves notes nobody will claim:
-- the spec gives visitor stories no retention period, so they go after 30 days, the longest the
-- app remembers a session (the remember-me cookie), whenever generate-story notes another part.
create index ai_written_visitor_parts_created_at on public.ai_written_visitor_parts (created_at);

create or replace function public.note_ai_written_visitor_part(_story_id uuid, _text_sha256 text, _model text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.ai_written_visitor_parts where created_at < now() - interval '30 days';
  insert into public.ai_written_visitor_parts (story_id, text_sha256, model)
  values (_story_id, _text_sha256, _model)
  on conflict do nothing;
end
$$;
revoke execute on function public.note_ai_written_visitor_part(uuid, text, text) from public, anon, authenticated;
grant execute on function public.note_ai_written_visitor_part(uuid, text, text) to service_role;

create or replace function public.judge_part_writer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  digest text;
begin
  if new.written_by is distinct from 'ai' then
    return new;
  end if;
  -- Words and claim as the part already held them: an upsert of an unchanged part keeps its caption.
  if exists (
    select 1 from public.story_segments g
     where g.id = new.id and g.written_by = 'ai'
       and g.segment_text = new.segment_text
       and g.writer_model is not distinct from new.writer_model
  ) then
    return new;
  end if;
  digest := encode(sha256(convert_to(new.segment_text, 'UTF8')), 'hex');
  if exists (
    select 1 from public.ai_written_parts a
     where a.user_id = new.user_id and a.model = new.writer_model and a.text_sha256 = digest
  ) then
    return new;
  end if;
  -- Claimed: the note has served. A failed save rolls its deletion back with it.
  delete from public.ai_written_visitor_parts v
   where v.story_id = new.story_id and v.model = new.writer_model and v.text_sha256 = digest;
  if found then
    return new;
  end if;
  -- The sync sends every part as an upsert, so a part already on the server is an update here too.
  new.written_by := case
    when tg_op = 'UPDATE' or exists (select 1 from public.story_segments g where g.id = new.id)
      then 'author'
  end;
  new.writer_model := null;
  return new;
end
$$;
