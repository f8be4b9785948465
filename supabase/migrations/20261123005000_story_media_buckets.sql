-- The story-images and story-audio buckets on a hosted Supabase project, public to read, with each
-- signed-in user writing, listing and deleting only under their own id (the first folder of the
-- path): generate-image and generate-audio store and count media as the caller under these rules.
-- The local stack keeps its files outside Postgres and applies the same rules in server/storage,
-- so where there is no storage schema this migration does nothing.
do $migration$
begin
  if to_regclass('storage.buckets') is null or to_regclass('storage.objects') is null then
    return;
  end if;

  insert into storage.buckets (id, name, public)
  values ('story-images', 'story-images', true), ('story-audio', 'story-audio', true)
  on conflict (id) do update set public = true;

  execute $policy$
    create policy "story media: owners add files" on storage.objects for insert to authenticated
    with check (bucket_id in ('story-images', 'story-audio') and (storage.foldername(name))[1] = (select auth.uid())::text)
  $policy$;
  execute $policy$
    create policy "story media: owners replace files" on storage.objects for update to authenticated
    using (bucket_id in ('story-images', 'story-audio') and (storage.foldername(name))[1] = (select auth.uid())::text)
    with check (bucket_id in ('story-images', 'story-audio') and (storage.foldername(name))[1] = (select auth.uid())::text)
  $policy$;
  execute $policy$
    create policy "story media: owners list files" on storage.objects for select to authenticated
    using (bucket_id in ('story-images', 'story-audio') and (storage.foldername(name))[1] = (select auth.uid())::text)
  $policy$;
  execute $policy$
    create policy "story media: owners remove files" on storage.objects for delete to authenticated
    using (bucket_id in ('story-images', 'story-audio') and (storage.foldername(name))[1] = (select auth.uid())::text)
  $policy$;
end
$migration$;
