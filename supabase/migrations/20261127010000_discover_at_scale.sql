-- Discover with a million published stories: search through an index, every sort and filter read
-- from an index in its order, pages that start after the last story seen rather than counting
-- past every earlier one, and the total counted exactly only while it is small.
--
-- Search is English full text over the title and the description (stemmed, so "dragons" finds a
-- dragon), with the word still being typed matched as a prefix. The words are index expressions,
-- not a column: the sync pulls stories with select *, and a generated column would travel to every
-- device and come back in its upserts, which PostgreSQL refuses.

-- The words of a story, those of its title weighted A and those of its description B, so a search
-- can ask for the title's words alone (a weighted query) through the same index.
create function public.discover_words(title text, description text)
returns tsvector
language sql
immutable
parallel safe
as $$
  select pg_catalog.setweight(
           pg_catalog.to_tsvector('pg_catalog.english'::pg_catalog.regconfig, coalesce(title, '')), 'A')
      || pg_catalog.setweight(
           pg_catalog.to_tsvector('pg_catalog.english'::pg_catalog.regconfig, coalesce(description, '')), 'B')
$$;

-- What a reader typed, as a query: websearch syntax ("quoted phrases", -left out, or), English
-- stemming, and the last word as a prefix while it is still being typed (no space after it yet).
create function public.discover_search_query(search text)
returns tsquery
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  typed text := substring(search from '(?:^|[^[:alnum:]"-])([[:alnum:]]+)$');
  words tsquery;
  prefix tsquery;
begin
  if typed is null or (length(search) - length(replace(search, '"', ''))) % 2 = 1 then
    return websearch_to_tsquery('english', search);
  end if;
  words := case when btrim(left(search, length(search) - length(typed))) <> ''
    then websearch_to_tsquery('english', left(search, length(search) - length(typed))) else ''::tsquery end;
  -- The word itself as well as the prefix: the same matches, but the planner knows how common a
  -- whole word is (it guesses for a prefix), and a common word is then read in the sort's order.
  prefix := to_tsquery('english', typed) || to_tsquery('english', typed || ':*');
  if numnode(prefix) = 0 then
    return words;
  end if;
  if numnode(words) = 0 then
    return prefix;
  end if;
  return words && prefix;
end
$$;

drop index public.stories_public_published;
drop index public.stories_genre;
drop index public.stories_public_age;

-- Each sort, alone and within a genre, an age band or both: newest, most liked and longest, the id
-- breaking ties so a page's last story is an exact place to start the next one.
create index stories_published_newest on public.stories (published_at desc nulls last, id desc)
  where is_public and deleted_at is null;
create index stories_published_most_liked on public.stories (like_count desc nulls last, id desc)
  where is_public and deleted_at is null;
create index stories_published_longest on public.stories (segment_count desc nulls last, id desc)
  where is_public and deleted_at is null;
create index stories_published_genre_newest on public.stories (genre, published_at desc nulls last, id desc)
  where is_public and deleted_at is null;
create index stories_published_age_newest on public.stories (target_age, published_at desc nulls last, id desc)
  where is_public and deleted_at is null;
create index stories_published_genre_age_newest on public.stories (genre, target_age, published_at desc nulls last, id desc)
  where is_public and deleted_at is null;
-- Over every story, not only the published: the planner reads how common a word is from the
-- statistics of an expression index, and ignores those of a partial one (it would have guessed a
-- common word rare and scanned every match to find the newest twelve).
create index stories_words on public.stories using gin (public.discover_words(title, description));
