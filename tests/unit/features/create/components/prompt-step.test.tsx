import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PromptStep } from '@/features/create';
import { useStoryWizard } from '@/features/create/store/story-wizard-store';

function renderPrompt() {
  const root = createRootRoute();
  const prompt = createRoute({
    getParentRoute: () => root,
    path: '/create/prompt',
    component: () => <PromptStep savedCharacters={[]} />,
  });
  const next = createRoute({
    getParentRoute: () => root,
    path: '/create/starting-point',
    component: () => <h1>Starting point</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([prompt, next]),
    history: createMemoryHistory({ initialEntries: ['/create/prompt'] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => useStoryWizard.getState().reset());
afterEach(cleanup);

describe('PromptStep sanitises the idea on Next (spec §5)', () => {
  it('keeps the reader’s words, quotes and & but not an img onerror or a script block', async () => {
    renderPrompt();
    fireEvent.change(await screen.findByLabelText('Story idea (optional)'), {
      target: {
        value: ` It's Tom's <b>dog</b> & "cat" <img src=x onerror=alert(1)><script>alert(2)</script> `,
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Starting point' })).toBeTruthy();
    expect(useStoryWizard.getState().prompt).toBe(`It's Tom's dog & "cat"`);
  });
});
