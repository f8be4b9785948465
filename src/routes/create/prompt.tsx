import { createFileRoute } from '@tanstack/react-router';
import { CharacterForm, useSavedCharacters } from '@/features/characters';
import { PromptStep } from '@/features/create';
import { useSession } from '@/lib/session';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/create/prompt')({
  head: pageHead('Create a story: idea', 'Describe the idea and characters of a new story.', {
    indexable: false,
  }),
  component: function PromptRoute() {
    const session = useSession();
    const saved = useSavedCharacters(session.user?.id ?? null);
    return (
      <PromptStep
        savedCharacters={saved}
        renderCharacterForm={(form) => <CharacterForm {...form} />}
      />
    );
  },
});
