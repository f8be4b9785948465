import { createFileRoute } from '@tanstack/react-router';
import { BetaPage } from '@/features/info';

export const Route = createFileRoute('/beta')({
  component: () => <BetaPage />,
});
