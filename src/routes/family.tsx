import { createFileRoute } from '@tanstack/react-router';
import { FamilyPage } from '@/features/family';
import { useSession } from '@/lib/session';
import { Spinner } from '@/ui';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/family')({
  head: pageHead('Family', 'Child profiles and the parent PIN.', { indexable: false }),
  component: function FamilyRoute() {
    const session = useSession();
    if (session.status === 'loading') return <Spinner />;
    return <FamilyPage userId={session.user?.id ?? null} />;
  },
});
