import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/profile';
import { PlanSummary } from '@/features/subscription';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/profile')({
  head: pageHead('Profile', 'Your StoryCanvas profile.', { indexable: false }),
  component: () => <ProfilePage renderPlan={(userId) => <PlanSummary userId={userId} />} />,
});
