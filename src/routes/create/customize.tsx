import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '@/lib/session';
import { CustomizeStep } from '@/features/create';

export const Route = createFileRoute('/create/customize')({
  component: function CustomizeRoute() {
    const session = useSession();
    return <CustomizeStep userId={session.user?.id ?? null} />;
  },
});
