import { useEffect, useState } from 'react';
import { listCharacters, type Character } from '../data/character-data';

/** The signed-in user's saved characters, for the story wizard; none for visitors or offline. */
export function useSavedCharacters(userId: string | null): Character[] {
  const [loaded, setLoaded] = useState<{ userId: string; characters: Character[] } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    listCharacters()
      .then((characters) => !cancelled && setLoaded({ userId, characters }))
      .catch(() => !cancelled && setLoaded({ userId, characters: [] }));
    return () => {
      cancelled = true;
    };
  }, [userId]);
  return userId && loaded?.userId === userId ? loaded.characters : [];
}
