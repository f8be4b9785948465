import { createFileRoute } from '@tanstack/react-router';
import { CharactersPage } from '@/features/characters';
import { useTierStatus } from '@/features/subscription';
import { useSession } from '@/lib/session';
import { Spinner } from '@/ui';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/characters')({
  head: pageHead('Characters', 'Your StoryCanvas characters.', { indexable: false }),
  component: function CharactersRoute() {
    const session = useSession();
    const userId = session.user?.id ?? null;
    const tier = useTierStatus(userId);
    if (session.status === 'loading') return <Spinner />;
    return <CharactersPage userId={userId} tier={tier.known ? tier.tier : null} />;
  },
});
