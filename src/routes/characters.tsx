import { createFileRoute } from '@tanstack/react-router';
import { CharactersPage } from '@/features/characters';

export const Route = createFileRoute('/characters')({
  component: () => <CharactersPage />,
});
