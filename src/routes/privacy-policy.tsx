import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '@/features/consent';
import { pageHead } from '@/app/head';

export const Route = createFileRoute('/privacy-policy')({
  head: pageHead(
    'Privacy Policy',
    'How StoryCanvas uses cookies and keeps your stories and account data.',
  ),
  staticData: { withoutServerState: true },
  component: PrivacyPolicyPage,
});
