-- How a story was set up (age, genre, idea, characters, opening, options), kept with the story and
-- synced like its other columns, so a second device of the reader continues it and its branches.
-- A JSON object of bounded size: the devices validate its shape when they read it.
alter table public.stories
  add column creation_settings jsonb
  check (
    creation_settings is null
    or (jsonb_typeof(creation_settings) = 'object' and octet_length(creation_settings::text) <= 16384)
  );
