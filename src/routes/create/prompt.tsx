import { createFileRoute } from '@tanstack/react-router';
import { CharacterForm, useSavedCharacters } from '@/features/characters';
import { PromptStep } from '@/features/create';
import { useSession } from '@/lib/session';

export const Route = createFileRoute('/create/prompt')({
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
