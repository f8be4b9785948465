-- Discover's search for the start of a word being typed ('drag' for 'dragon'): the planner weighs
-- any prefix at a flat 2%, so discover_stories counted its matches, up to 1,001, to learn whether it
-- was rare. A prefix that starts a common word read every entry of that word from the words' index
-- first (about 127,000 for 'drag' in a million stories: 180-390 ms a page), and the total shown was
-- the flat guess ("about 24,900 stories" where 141,000 have 'dragon'). The words' index keeps the
-- share of stories with each common word: a prefix that starts one is common without counting, and
-- its total is at least that share. Words in at most 1,000 stories skip the titles' probe: they are
-- in at most as many titles. The rest of the function is as
-- 20261203027000_discover_title_words.sql wrote it.

-- Stories, among those the filters keep, with a word starting with one of the query's typed prefixes,
-- as the statistics of a words' index (stories_words, or stories_title_words for titles) tell it:
-- the common words' shares summed (a story with two of them is counted twice, which only errs
-- towards "common"). 0 where no common word starts so.
create function public.discover_prefix_rows(words tsquery, kept_rows bigint, word_index text)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select round(least(coalesce(sum(common.share), 0), 1) * kept_rows)::bigint
    from pg_catalog.pg_stats stats
   cross join lateral unnest(stats.most_common_elems::text::text[], stats.most_common_elem_freqs)
         as common(word, share)
   where stats.schemaname = 'public' and stats.tablename = word_index
     and exists (
       select 1 from regexp_matches(words::text, $r$'((?:[^']|'')+)':\*$r$, 'g') as typed(found)
        where starts_with(common.word, replace(typed.found[1], '''''', ''''))
     );
$$;

revoke execute on function public.discover_prefix_rows(tsquery, bigint, text) from public;

create or replace function public.discover_stories(
  search text default '',
  genre text default null,
  age text default null,
  sort text default 'newest',
  after text default null,
  before text default null,
  page integer default 0,
  page_size integer default 12
)
returns jsonb
language plpgsql
-- Volatile only because the estimate runs EXPLAIN, which a stable function may not; it writes nothing.
volatile
security definer
set search_path = ''
-- A page reads a few thousand rows at most; starting parallel workers for it costs more than it saves.
set max_parallel_workers_per_gather = 0
as $$
declare
  words tsquery := case when btrim(coalesce(search, '')) <> '' then public.discover_search_query(search) end;
  searching boolean := words is not null and numnode(words) > 0;
  -- A story's title has the words: read through the titles' own index.
  in_title text := 'pg_catalog.to_tsvector(''pg_catalog.english''::pg_catalog.regconfig, coalesce(s.title, '''')) @@ ';
  estimate_filters text;
  key text := case sort when 'most-liked' then 'like_count' when 'longest' then 'segment_count' else 'published_at' end;
  key_type text := case when key = 'published_at' then 'timestamptz' else 'integer' end;
  backwards boolean := before is not null and after is null;
  place text[] := string_to_array(coalesce(after, before), '~');
  place_tier integer;
  tiers integer[];
  tier integer;
  size integer := least(greatest(coalesce(page_size, 12), 1), 50);
  skip bigint := case when place is null then greatest(coalesce(page, 0), 0)::bigint * size else 0 end;
  filters text := 's.is_public and s.deleted_at is null';
  tier_filter text;
  place_key text := case when key = 'published_at'
    then 'to_char(s.published_at at time zone ''UTC'', ''YYYY-MM-DD"T"HH24:MI:SS.US"Z"'')'
    else format('s.%I::text', key) end;
  -- Backwards mirrors forwards, so either reads the sort's index in its order.
  direction text := case when backwards then 'asc nulls first' else 'desc nulls last' end;
  found_rows jsonb;
  stories jsonb := '[]'::jsonb;
  more boolean;
  total bigint;
  estimated boolean := false;
  plan jsonb;
  counted bigint;
  common boolean := false;
  title_common boolean := false;
  matched bigint;
  exact bigint;
  typed_prefix boolean := false;
  kept_rows bigint;
  prefix_rows bigint := 0;
begin
  if place is not null and (cardinality(place) <> 3 or place[1] !~ '^[0-2]$'
      or place[3] !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') then
    raise exception 'This page''s place in the list is not one Discover made' using errcode = '22023';
  end if;
  place_tier := place[1]::integer;
  -- Values are written into the statements (quoted), not passed as parameters: planned with them,
  -- a rare word reads its few matches from the word index and a common one the sort's index.
  if genre is not null then filters := filters || format(' and s.genre = %L', genre); end if;
  -- One band, or several separated by commas: a child's profile reads its own band and the younger ones.
  if age is not null then
    filters := filters || format(' and s.target_age = any(%L::text[])', string_to_array(age, ','));
  end if;
  tiers := case when not searching then array[0] when backwards then array[2, 1] else array[1, 2] end;

  -- Two plans serve a search: read every match from the word index and sort them (a rare word), or
  -- walk the sort's index testing each story's words until a page is full (a common one). The
  -- planner picks by how common it guesses the words are, and guesses 2.5% for the prefix of the
  -- word being typed, so it would walk a million stories for a rare word. The choice is made here
  -- from its estimate for the words taken whole, which it knows from the index's statistics.
  if searching then
    execute 'explain (format json) select 1 from public.stories s where ' || filters
      || format(' and public.discover_words(s.title, s.description) @@ %L::tsquery', websearch_to_tsquery('english', search))
      into plan;
    -- A word the statistics do not list is guessed at 0.5% at most; past 10,000 stories it is one they list.
    common := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::bigint > 10000;
    -- The start of a word ('drag') is guessed from the whole word, rare, though it may start a common
    -- one: the words' statistics say whether it does. Otherwise counting its matches is cheap while
    -- they are few (an unweighted word is not rechecked); past 1,000 in a million, walking the sort's
    -- index fills a page before reading them all would.
    typed_prefix := words::text like '%:*%';
    if typed_prefix then
      execute 'explain (format json) select 1 from public.stories s where ' || filters into plan;
      kept_rows := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::bigint;
    end if;
    if not common and typed_prefix then
      prefix_rows := public.discover_prefix_rows(words, kept_rows, 'stories_words');
      common := prefix_rows > 10000;
    end if;
    if not common then
      execute format('select count(*) from (select 1 from public.stories s where %s and '
          || 'public.discover_words(s.title, s.description) @@ %L::tsquery limit 1001) c',
          filters, words) into matched;
      common := matched > 1000;
    end if;
    -- The first tier's words may be common in descriptions yet in few titles, or in none: walking the
    -- sort's index for them would test every story. Chosen the same way, through the titles' index;
    -- words in at most 1,000 stories are in at most as many titles.
    if common then
      execute 'explain (format json) select 1 from public.stories s where ' || filters
        || format(' and %s %L::tsquery', in_title, websearch_to_tsquery('english', search))
        into plan;
      title_common := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::bigint > 10000;
      if not title_common and typed_prefix then
        title_common := public.discover_prefix_rows(words, kept_rows, 'stories_title_words') > 10000;
      end if;
      if not title_common then
        execute format('select count(*) from (select 1 from public.stories s where %s and %s %L::tsquery limit 1001) c',
            filters, in_title, words) into counted;
        title_common := counted > 1000;
      end if;
    end if;
  end if;

  foreach tier in array tiers loop
    exit when jsonb_array_length(stories) > size;
    continue when place is not null and (case when backwards then tier > place_tier else tier < place_tier end);
    if searching then
      perform set_config('enable_indexscan', (case tier when 1 then title_common else common end)::text, true);
    end if;
    tier_filter := case tier
      when 1 then format(' and %s %L::tsquery', in_title, words)
      when 2 then format(' and public.discover_words(s.title, s.description) @@ %L::tsquery', words)
        || format(' and not %s %L::tsquery', in_title, words)
      else '' end;
    execute format(
      $q$
      select coalesce(jsonb_agg(page_rows), '[]'::jsonb) from (
        select s.id, s.title, s.description, s.genre, s.target_age, s.segment_count, s.like_count,
               s.thumbnail_url, s.published_at, nullif(btrim(p.display_name), '') as author_name,
               concat_ws('~', %4$s, %5$s, s.id) as place
          from public.stories s
          left join public.profiles p on p.id = s.user_id
         where %2$s %3$s %6$s
         order by s.%1$I %7$s, s.id %8$s
         offset $3 limit $4
      ) page_rows
      $q$,
      key, filters, tier_filter, tier, place_key,
      case when place is not null and tier = place_tier
        then format(' and (s.%I, s.id) %s ($1::%s, $2::uuid)', key, case when backwards then '>' else '<' end, key_type)
        else '' end,
      direction, case when backwards then 'asc' else 'desc' end
    ) into found_rows
    using place[2], place[3], skip, size + 1 - jsonb_array_length(stories);
    if skip > 0 then
      if jsonb_array_length(found_rows) = 0 then
        execute format('select count(*) from (select 1 from public.stories s where %s %s limit $1) c', filters, tier_filter)
          into counted using skip;
        skip := skip - counted;
      else
        skip := 0;
      end if;
    end if;
    stories := stories || found_rows;
  end loop;

  more := jsonb_array_length(stories) > size;
  if more then stories := stories - size; end if;
  if backwards then
    stories := (select coalesce(jsonb_agg(story order by at desc), '[]'::jsonb)
                  from jsonb_array_elements(stories) with ordinality as listed(story, at));
  end if;

  -- The total: exact up to 1,000, beyond it the planner's estimate (planned with the values written
  -- in, so it weighs this genre and these words); counted, up to 1,001, unless it is plainly more.
  -- Words the planner called rare were counted before the pages were read.
  estimate_filters := filters
    || case when searching then format(' and public.discover_words(s.title, s.description) @@ %L::tsquery', words) else '' end;
  execute 'explain (format json) select 1 from public.stories s where ' || estimate_filters into plan;
  total := greatest((plan -> 0 -> 'Plan' ->> 'Plan Rows')::bigint, prefix_rows);
  exact := matched;
  if not searching and total <= 5000 then
    execute format('select count(*) from (select 1 from public.stories s where %s limit 1001) c', estimate_filters)
      into exact;
  end if;
  if exact is not null then
    total := case when exact > 1000 then greatest(total, exact) else exact end;
  end if;
  estimated := total > 1000;
  perform set_config('enable_indexscan', 'on', true);

  return jsonb_build_object(
    'stories', (select coalesce(jsonb_agg(story - 'place'), '[]'::jsonb) from jsonb_array_elements(stories) story),
    'total', total,
    'total_is_estimate', estimated,
    'next', case when (more or backwards) and jsonb_array_length(stories) > 0 then stories -> -1 ->> 'place' end,
    'previous', case when (case when backwards then more else coalesce(page, 0) > 0 or after is not null end)
      and jsonb_array_length(stories) > 0 then stories -> 0 ->> 'place' end
  );
end
$$;
