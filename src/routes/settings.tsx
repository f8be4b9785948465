import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { SETTINGS_TABS, SettingsPage } from '@/features/settings';
import { SaveYourStoriesButton } from '@/features/migration';
import { SubscriptionPanel } from '@/features/subscription';
import { OwnFeedbackList } from '@/features/feedback';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/settings')({
  head: pageHead('Settings', 'Your StoryCanvas settings and subscription.', { indexable: false }),
  validateSearch: z.object({
    tab: z._default(z.catch(z.enum(SETTINGS_TABS), 'profile'), 'profile'),
  }),
  component: function SettingsRoute() {
    const { tab } = Route.useSearch();
    return (
      <>
        <SettingsPage tab={tab} subscriptionPanel={<SubscriptionPanel />} />
        <SaveYourStoriesButton />
        <OwnFeedbackList />
      </>
    );
  },
});
