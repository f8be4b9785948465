-- Signed-in users never delete profiles or edit likes (no policy allows it), so they lose those
-- privileges too: such a request is refused outright instead of quietly matching no rows.
revoke delete on public.profiles from authenticated;
revoke update on public.story_likes from authenticated;
