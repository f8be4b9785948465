-- Most liked and longest within a genre, an age band or both, each read from an index in its order:
-- walking the whole sort's index and skipping other genres and ages read 500 stories (and as many
-- pages) for a page of 12 on a million published stories.
create index stories_published_genre_most_liked on public.stories (genre, like_count desc nulls last, id desc)
  where is_public and deleted_at is null;
create index stories_published_genre_longest on public.stories (genre, segment_count desc nulls last, id desc)
  where is_public and deleted_at is null;
create index stories_published_age_most_liked on public.stories (target_age, like_count desc nulls last, id desc)
  where is_public and deleted_at is null;
create index stories_published_age_longest on public.stories (target_age, segment_count desc nulls last, id desc)
  where is_public and deleted_at is null;
create index stories_published_genre_age_most_liked
  on public.stories (genre, target_age, like_count desc nulls last, id desc)
  where is_public and deleted_at is null;
create index stories_published_genre_age_longest
  on public.stories (genre, target_age, segment_count desc nulls last, id desc)
  where is_public and deleted_at is null;
