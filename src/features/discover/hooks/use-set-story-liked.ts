import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showErrorToast } from '@/ui';
import { likedStoryIdsQueryKey } from '../data/list-liked-story-ids';
import type { PublicStoriesPage } from '../data/list-public-stories';
import { publicStoriesScope } from '../data/public-stories-scope';
import { setStoryLiked, type StoryLike } from '../data/set-story-liked';

/**
 * Likes or unlikes a story. Once the server has it, the button and the count change at once in
 * every cached page, and the pages and likes are marked stale so the next read has the server's counts.
 */
export function useSetStoryLiked(): (like: StoryLike) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: setStoryLiked,
    onSuccess: (_data, { storyId, userId, liked }) => {
      queryClient.setQueryData<Set<string>>(likedStoryIdsQueryKey(userId), (current) => {
        const next = new Set(current);
        if (liked) next.add(storyId);
        else next.delete(storyId);
        return next;
      });
      queryClient.setQueriesData<PublicStoriesPage>({ queryKey: publicStoriesScope }, (page) =>
        page
          ? {
              ...page,
              stories: page.stories.map((story) =>
                story.id === storyId
                  ? { ...story, like_count: story.like_count + (liked ? 1 : -1) }
                  : story,
              ),
            }
          : page,
      );
      void queryClient.invalidateQueries({
        queryKey: likedStoryIdsQueryKey(userId),
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: publicStoriesScope, refetchType: 'none' });
    },
    onError: showErrorToast,
  });
  return mutate;
}
