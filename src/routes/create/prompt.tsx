import { createFileRoute } from '@tanstack/react-router';
import { PromptStep } from '@/features/create';

export const Route = createFileRoute('/create/prompt')({
  component: () => <PromptStep savedCharacters={[]} />,
});
