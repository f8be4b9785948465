-- A pull's page of parts is written as plain rows of the columns a device keeps (every column but
-- the owner, which the database keeps for itself), instead of each row turned into jsonb to take
-- the owner out and back into text: the same answer for about half of the database's CPU per page
-- (0.31–0.44 s of the database process's CPU instead of 0.62–0.72 s for a first pull of 20,000 parts).
-- A column added to story_segments is added here too; tests/integration/rls-part-owner.test.ts
-- fails until it is. The signature, grants and the stories' page are as 20261130051000 left them.
create or replace function public.pull_story_changes(
  stories_after timestamptz default null,
  stories_after_id uuid default null,
  parts_after timestamptz default null,
  parts_after_id uuid default null,
  page_size integer default 500
)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'stories', coalesce((
      select json_agg(story order by story.updated_at, story.id)
        from (select s.*
                from public.stories s
               where s.user_id = auth.uid()
                 and (s.updated_at, s.id) > (coalesce(stories_after, '-infinity'),
                                             coalesce(stories_after_id, '00000000-0000-0000-0000-000000000000'))
               order by s.updated_at, s.id
               limit least(greatest(page_size, 1), 1000)) as story
    ), '[]'::json),
    'story_segments', coalesce((
      select json_agg(part order by part.updated_at, part.id)
        from (select g.id, g.story_id, g.parent_segment_id, g.sequence_number, g.segment_text,
                     g.choices, g.triggering_choice_text, g.is_end, g.word_count, g.image_prompt,
                     g.image_url, g.audio_url, g.written_by, g.writer_model, g.created_at,
                     g.updated_at, g.deleted_at
                from public.story_segments g
               where g.user_id = auth.uid()
                 and (g.updated_at, g.id) > (coalesce(parts_after, '-infinity'),
                                             coalesce(parts_after_id, '00000000-0000-0000-0000-000000000000'))
               order by g.updated_at, g.id
               limit least(greatest(page_size, 1), 1000)) as part
    ), '[]'::json)
  )
$$;
