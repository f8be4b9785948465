-- The hosted buckets take only the media they are for, as the local Storage API does
-- (server/storage/bucket-rules.ts): Supabase Storage refuses any other type and larger files, so an
-- HTML or SVG file can never be stored under a public URL on the project's origin.
-- Where there is no storage schema (the local stack) this migration does nothing.
do $migration$
begin
  if to_regclass('storage.buckets') is null then
    return;
  end if;

  update storage.buckets
  set allowed_mime_types = array['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
      file_size_limit = 10 * 1024 * 1024
  where id = 'story-images';

  update storage.buckets
  set allowed_mime_types = array['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/webm'],
      file_size_limit = 10 * 1024 * 1024
  where id = 'story-audio';
end
$migration$;
