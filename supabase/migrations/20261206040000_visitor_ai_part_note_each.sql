-- One note for each part the AI service wrote for a visitor's story, and each part claims its own
-- (20261201040000, 20261204040000). A model may answer the same words twice in one story (a rewrite,
-- a branch): both parts were noted as one row, the first to sync up took it away, and the second
-- lost its "written by the AI service" caption. Notes of the same words now stand side by side, and
-- a claim takes one, so a client still cannot claim those words more often than they were written.
alter table public.ai_written_visitor_parts drop constraint ai_written_visitor_parts_pkey;
alter table public.ai_written_visitor_parts
  add column id bigint generated always as identity primary key;
create index ai_written_visitor_parts_words
  on public.ai_written_visitor_parts (story_id, text_sha256, model);

create or replace function public.note_ai_written_visitor_part(_story_id uuid, _text_sha256 text, _model text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.ai_written_visitor_parts where created_at < now() - interval '30 days';
  insert into public.ai_written_visitor_parts (story_id, text_sha256, model)
  values (_story_id, _text_sha256, _model);
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
  -- Claimed: one note has served this part, the others wait for their own. A failed save rolls the
  -- deletion back with it; a claim running beside this one takes another note, never the same one.
  delete from public.ai_written_visitor_parts v
   where v.id = (
     select n.id from public.ai_written_visitor_parts n
      where n.story_id = new.story_id and n.model = new.writer_model and n.text_sha256 = digest
      order by n.id
      limit 1
      for update skip locked
   );
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
