import { createFileRoute } from '@tanstack/react-router';
import { CookieDemoPage } from '@/features/consent';

export const Route = createFileRoute('/cookie-demo')({
  component: CookieDemoPage,
});
