import { useEffect, useState } from 'react';
import { readStoryAllowance, type StoryAllowance } from '../data/read-story-allowance';

/**
 * The signed-in reader's story allowance, read each time the wizard's last step opens (usage
 * changes with every story). Null for visitors, while loading, and when it cannot be read (offline).
 */
export function useStoryAllowance(userId: string | null): StoryAllowance | null {
  const [loaded, setLoaded] = useState<{ userId: string; allowance: StoryAllowance | null } | null>(
    null,
  );
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    readStoryAllowance()
      .then((allowance) => {
        if (!cancelled) setLoaded({ userId, allowance });
      })
      .catch(() => {
        if (!cancelled) setLoaded({ userId, allowance: null });
      });
    return () => {
      cancelled = true;
    };
  }, [userId]);
  return userId && loaded?.userId === userId ? loaded.allowance : null;
}
