import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/profile';
import { PlanSummary } from '@/features/subscription';

export const Route = createFileRoute('/profile')({
  component: () => <ProfilePage renderPlan={(userId) => <PlanSummary userId={userId} />} />,
});
