import { useQuery } from '@tanstack/react-query';
import { readStoryAllowanceQueryOptions, type StoryAllowance } from '../data/read-story-allowance';

/**
 * The signed-in reader's story allowance for the wizard's last step. Null for visitors, while
 * loading, and when it cannot be read (offline).
 */
export function useStoryAllowance(userId: string | null): StoryAllowance | null {
  const { data } = useQuery({
    ...readStoryAllowanceQueryOptions(userId ?? ''),
    enabled: userId !== null,
  });
  return (userId && data) || null;
}
