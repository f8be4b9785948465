import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '@/features/consent';

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPolicyPage,
});
