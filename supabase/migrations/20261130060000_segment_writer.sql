-- Who wrote each story part (issue 25: "each part says, in a caption screen readers read, who wrote
-- it"): the AI service, this device's model or the built-in storyteller, with the model's name when a
-- model wrote it. Kept with the part and synced like its other columns, so the caption is the same
-- after a reload and on the reader's other devices. Parts written before this column say nothing.
alter table public.story_segments
  add column written_by text check (written_by in ('ai', 'device', 'storyteller')),
  add column writer_model text check (char_length(writer_model) <= 200);
