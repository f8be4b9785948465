-- A visitor's AI parts keep "written by the AI service" once they sign up (issue 25). A visitor has
-- no account for generate-story to note the words under, so it notes them under the story they were
-- written for (the story_id the app sends; a visitor's story is made on the device, so its id is
-- new to the server). When the story syncs up with its new owner, a part may claim 'ai' for words so
-- noted for that story and model. A client still cannot note words: the AI service only notes what
-- it wrote, and a note vouches for those words in that one story, never in another.
create table public.ai_written_visitor_parts (
  story_id uuid not null,
  text_sha256 text not null check (text_sha256 ~ '^[0-9a-f]{64}$'),
  model text not null check (char_length(model) <= 200),
  created_at timestamptz not null default now(),
  primary key (story_id, text_sha256, model)
);
alter table public.ai_written_visitor_parts enable row level security;
revoke all on public.ai_written_visitor_parts from public, anon, authenticated;

create function public.note_ai_written_visitor_part(_story_id uuid, _text_sha256 text, _model text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.ai_written_visitor_parts (story_id, text_sha256, model)
  values (_story_id, _text_sha256, _model)
  on conflict do nothing
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
  ) or exists (
    select 1 from public.ai_written_visitor_parts v
     where v.story_id = new.story_id and v.model = new.writer_model and v.text_sha256 = digest
  ) then
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
