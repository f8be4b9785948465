-- A part the story's author edited is theirs (issue 25): written_by 'author', and the caption says so
-- instead of naming the storyteller or a model for words it did not write.
--
-- 'ai' is the one writer the server can vouch for: generate-story notes the words the AI service
-- wrote for a signed-in reader (note_ai_written_part), and a part claims 'ai' only for words so
-- noted for its owner under the same model, or words the part already held with that claim. Any
-- other claim is the client's own text passed off as the model's: changed words become the
-- author's, a new part's unproven claim says nothing. The device's model and the storyteller write
-- on the device, where no server sees them, so those claims stay the client's word.
alter table public.story_segments drop constraint story_segments_written_by_check;
alter table public.story_segments
  add constraint story_segments_written_by_check
  check (written_by in ('ai', 'device', 'storyteller', 'author'));

-- Only a digest of the words and the model: nothing a reader wrote is kept here. No client reads
-- or writes it (RLS on, no policy); generate-story writes through the function below.
create table public.ai_written_parts (
  user_id uuid not null references auth.users (id) on delete cascade,
  text_sha256 text not null check (text_sha256 ~ '^[0-9a-f]{64}$'),
  model text not null check (char_length(model) <= 200),
  created_at timestamptz not null default now(),
  primary key (user_id, text_sha256, model)
);
alter table public.ai_written_parts enable row level security;
revoke all on public.ai_written_parts from public, anon, authenticated;

create function public.note_ai_written_part(_user_id uuid, _text_sha256 text, _model text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.ai_written_parts (user_id, text_sha256, model)
  values (_user_id, _text_sha256, _model)
  on conflict do nothing
$$;
revoke execute on function public.note_ai_written_part(uuid, text, text) from public, anon, authenticated;
grant execute on function public.note_ai_written_part(uuid, text, text) to service_role;

create function public.judge_part_writer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
  if exists (
    select 1 from public.ai_written_parts a
     where a.user_id = new.user_id
       and a.model = new.writer_model
       and a.text_sha256 = encode(sha256(convert_to(new.segment_text, 'UTF8')), 'hex')
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

-- Named to run after story_segments_fill_owner (triggers fire by name), so new.user_id is the owner.
create trigger story_segments_judge_writer
  before insert or update on public.story_segments
  for each row execute function public.judge_part_writer();
