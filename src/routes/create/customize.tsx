import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '@/lib/session';
import { CustomizeStep, useStoryAllowance } from '@/features/create';
import { UsageMeter } from '@/features/subscription';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/create/customize')({
  head: pageHead('Create a story: customize', 'Customize a new story before it is written.', {
    indexable: false,
  }),
  component: function CustomizeRoute() {
    const session = useSession();
    const userId = session.user?.id ?? null;
    const allowance = useStoryAllowance(userId);
    return (
      <CustomizeStep
        userId={userId}
        allowance={allowance}
        allowanceMeter={
          allowance ? (
            <UsageMeter
              label="Stories this month"
              unit="stories"
              used={allowance.storiesCreated}
              limit={allowance.storiesPerMonth}
            />
          ) : null
        }
      />
    );
  },
});
