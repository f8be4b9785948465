import { Suspense } from 'react';
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { isSettingsTab, SettingsPage, type SettingsTab } from '@/features/settings';
import { SaveYourStoriesButton } from '@/features/migration';
import { SubscriptionPanel } from '@/features/subscription';
import { OwnFeedbackList } from '@/features/feedback';
import { OnDeviceStorytellerSection } from '@/features/on-device-model';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/settings')({
  head: pageHead('Settings', 'Your StoryCanvas settings and subscription.', { indexable: false }),
  // A missing or unknown tab opens the profile, so an old link still lands somewhere.
  validateSearch: (search: { tab?: string } & SearchSchemaInput): { tab: SettingsTab } => ({
    tab: isSettingsTab(search.tab) ? search.tab : 'profile',
  }),
  component: function SettingsRoute() {
    const { tab } = Route.useSearch();
    return (
      <>
        <SettingsPage tab={tab} subscriptionPanel={<SubscriptionPanel />} />
        <Suspense fallback={null}>
          <OnDeviceStorytellerSection />
        </Suspense>
        <SaveYourStoriesButton />
        <OwnFeedbackList />
      </>
    );
  },
});
