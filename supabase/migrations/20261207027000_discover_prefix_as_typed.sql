-- Discover's search for the start of a word being typed matched the stem of the letters typed so far,
-- and the English stemmer changes the end of some of them: 'pony', typed on the way to 'ponytail',
-- became 'poni', which starts no word of 'ponytail', so the story vanished from the list while its
-- name was being typed (a consonant and a final 'y' do it: 'fairy' for 'fairytale', 'story' for
-- 'storyteller'). The letters as typed are now a prefix too, beside their stem, which still finds
-- 'dragons' typed whole. A stop word typed alone still searches for nothing. The rest of the function
-- is as 20261127010000_discover_at_scale.sql wrote it.
create or replace function public.discover_search_query(search text)
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
  as_typed tsquery;
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
  -- Added only where it differs from the stem: discover_prefix_rows sums the share of each prefix.
  as_typed := to_tsquery('simple', typed || ':*');
  if strpos(prefix::text, as_typed::text) = 0 then
    prefix := prefix || as_typed;
  end if;
  if numnode(words) = 0 then
    return prefix;
  end if;
  return words && prefix;
end
$$;
