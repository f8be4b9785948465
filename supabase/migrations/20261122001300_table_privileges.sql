-- Explicit privileges so hosted Supabase and the local stack agree. Both grant everything on new
-- tables to anon and authenticated by default; TRUNCATE, REFERENCES and TRIGGER are not governed by
-- row level security, so the API roles lose them. effective_tier reveals another user's plan and
-- is only needed inside SECURITY DEFINER functions, so API callers lose it too (PUBLIC included,
-- since functions are executable by PUBLIC unless revoked).
revoke truncate, references, trigger on all tables in schema public from anon, authenticated;

revoke execute on function public.effective_tier(uuid) from public, anon, authenticated;
grant execute on function public.effective_tier(uuid) to service_role;

grant all on public.user_roles to service_role;
grant all on public.stories, public.story_segments, public.user_characters, public.story_characters to service_role;

