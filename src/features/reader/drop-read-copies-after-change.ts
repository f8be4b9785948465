import type { QueryClient } from '@tanstack/react-query';
import { onStoryShownForgotten } from '@/lib/shown-story-versions';
import { readableStoryScope } from './data/load-readable-story';

/**
 * When the server refuses a parent's approval because the story changed after they read it, the
 * copy the reader read (a server copy stays fresh for 5 minutes) is dropped, so reading it again
 * reads the new words rather than showing the ones the approval was refused for.
 */
export function dropReadCopiesAfterChange(readClient: () => QueryClient | null): () => void {
  return onStoryShownForgotten((storyId) =>
    readClient()?.removeQueries({ queryKey: readableStoryScope(storyId) }),
  );
}
