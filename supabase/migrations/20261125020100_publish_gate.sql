-- Publishing passes the safety gate. The rules are written once, in supabase/functions/_shared/
-- safety, so the database does not judge words: it refuses a client that sets is_public itself, and
-- only the publish-story function (the service role) publishes, after checking the title, the
-- description and every part for the story's readers. The check and the publishing are tied by a
-- fingerprint of what was checked, so a part written in between makes the publishing fail. A change
-- to a published story's words by its owner takes it back to private until it is published again.

-- What publish-story checks, and its fingerprint: the story's words and its readers' age band. The
-- band is the younger of target_age and the creation settings' age (they agree unless edited by
-- hand), and 4-6 when the story has neither, so an unlabelled story meets the strictest rules.
create function public.read_story_for_publishing(_story_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with story as (
    select s.id, s.user_id, s.title, s.description, s.is_public,
           (select band from unnest(array['4-6', '7-9', '10-12', 'teen', 'adult']) with ordinality as b(band, rank)
             where band in (s.target_age, s.creation_settings ->> 'age')
             order by rank limit 1) as age
      from public.stories s
     where s.id = _story_id and s.deleted_at is null
  ),
  content as (
    select jsonb_build_object(
      'id', story.id,
      'user_id', story.user_id,
      'is_public', story.is_public,
      'title', story.title,
      'description', story.description,
      'age', coalesce(story.age, '4-6'),
      'parts', coalesce((
        select jsonb_agg(jsonb_build_object(
                 'id', g.id,
                 'parent_segment_id', g.parent_segment_id,
                 'sequence_number', g.sequence_number,
                 'created_at', g.created_at,
                 'segment_text', g.segment_text,
                 'choices', to_jsonb(g.choices),
                 'triggering_choice_text', g.triggering_choice_text,
                 'image_prompt', g.image_prompt,
                 'image_url', g.image_url
               ) order by g.id)
          from public.story_segments g
         where g.story_id = story.id and g.deleted_at is null
      ), '[]'::jsonb)
    ) as body
    from story
  )
  select body || jsonb_build_object('fingerprint', md5((body - 'is_public')::text)) from content
$$;

-- Publishes a story exactly as it was checked; anything changed since answers 409 (PostgREST's PT409).
create function public.publish_checked_story(_story_id uuid, _fingerprint text)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  published timestamptz := now();
begin
  perform 1 from public.stories where id = _story_id and deleted_at is null for update;
  if not found then
    raise exception 'Story not found' using errcode = 'PT404';
  end if;
  if (public.read_story_for_publishing(_story_id) ->> 'fingerprint') is distinct from _fingerprint then
    raise exception 'The story changed while it was being checked. Publish it again.' using errcode = 'PT409';
  end if;
  update public.stories
     set is_public = true, published_at = published, updated_at = greatest(updated_at, published)
   where id = _story_id;
  return published;
end
$$;

revoke execute on function public.read_story_for_publishing(uuid), public.publish_checked_story(uuid, text)
  from public, anon, authenticated;
grant execute on function public.read_story_for_publishing(uuid), public.publish_checked_story(uuid, text)
  to service_role;

-- A client (anon or authenticated, PostgREST's roles) never publishes by writing is_public; the
-- service role and the database's own functions do. A published story whose words or picture its
-- owner changes goes back to private.
create function public.guard_story_publishing()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  -- An upsert's insert half runs this first; over an existing row its update half decides.
  if tg_op = 'INSERT' and new.is_public and exists (select 1 from public.stories where id = new.id) then
    return new;
  end if;
  if new.is_public and (tg_op = 'INSERT' or not old.is_public) then
    raise exception 'A story is published through publish-story, which first checks it for its readers'
      using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' and old.is_public and new.is_public
     and (new.title, new.description, new.target_age, new.thumbnail_url, new.creation_settings ->> 'age', new.deleted_at)
         is distinct from
         (old.title, old.description, old.target_age, old.thumbnail_url, old.creation_settings ->> 'age', old.deleted_at) then
    new.is_public := false;
    new.published_at := null;
  end if;
  return new;
end
$$;

create trigger stories_guard_publishing
  before insert or update on public.stories
  for each row execute function public.guard_story_publishing();

-- Runs as the writer (the story's owner, by the segment policies), so the owner's update policy
-- lets it take the story back; updated_at moves so the owner's other devices pull the change.
create function public.unpublish_on_part_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return null;
  end if;
  -- The sync's upsert names every column: a replay that changes nothing keeps the story published.
  if tg_op = 'UPDATE'
     and (new.segment_text, new.choices, new.triggering_choice_text, new.image_prompt, new.image_url, new.story_id, new.parent_segment_id)
         is not distinct from
         (old.segment_text, old.choices, old.triggering_choice_text, old.image_prompt, old.image_url, old.story_id, old.parent_segment_id) then
    return null;
  end if;
  update public.stories
     set is_public = false, published_at = null, updated_at = greatest(updated_at, now())
   where id = new.story_id and is_public;
  return null;
end
$$;

create trigger story_segments_unpublish_on_change
  after insert or update of segment_text, choices, triggering_choice_text, image_prompt, image_url, story_id, parent_segment_id
  on public.story_segments
  for each row execute function public.unpublish_on_part_change();

revoke execute on function public.guard_story_publishing(), public.unpublish_on_part_change()
  from public, anon, authenticated;
