import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CharacterForm } from '@/features/characters';
import { PromptStep } from '@/features/create';
import { useStoryWizard } from '@/features/create/store/story-wizard-store';

function renderPrompt() {
  const root = createRootRoute();
  const prompt = createRoute({
    getParentRoute: () => root,
    path: '/create/prompt',
    component: () => (
      <PromptStep
        savedCharacters={[]}
        renderCharacterForm={(form) => <CharacterForm {...form} />}
      />
    ),
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
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PromptStep sanitises the idea on Next (docs/product.md §5)', () => {
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

describe('PromptStep is the input gate for the idea and the characters added on the spot', () => {
  it('shows the kind message under the idea as a 4–6 reader’s idea is typed, linked to the field', async () => {
    useStoryWizard.setState({ age: '4-6' });
    renderPrompt();
    const idea = await screen.findByLabelText('Story idea (optional)');
    vi.useFakeTimers();
    fireEvent.change(idea, { target: { value: 'a s3xy princess takes off all her clothes' } });
    act(() => vi.advanceTimersByTime(400));
    expect(idea.getAttribute('aria-invalid')).toBe('true');
    const message = (idea.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(message).toContain(
      'The story idea has words we keep out of stories for readers aged 4–6. Could you say it another way?',
    );
    expect(message).not.toMatch(/s3xy|sexy|clothes/i);
  });

  it('Next refuses an unsafe idea at once, with focus on the field, and keeps the reader on the step', async () => {
    useStoryWizard.setState({ age: '4-6' });
    const router = renderPrompt();
    const idea = await screen.findByLabelText('Story idea (optional)');
    fireEvent.change(idea, { target: { value: 'Then the fox stabs the hen with a knife.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(document.activeElement).toBe(idea);
    expect(idea.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/create/prompt');
    // The words to change are selected in the field and marked under it; the message says so.
    const control = idea as HTMLTextAreaElement;
    const selected = control.value.slice(control.selectionStart, control.selectionEnd);
    expect(selected).toMatch(/stabs the hen/);
    expect(document.querySelector('mark')?.textContent).toBe(selected);
    expect(
      document.getElementById(idea.getAttribute('aria-describedby')!.split(' ').at(-1)!)
        ?.textContent,
    ).toContain(
      'You could try a friendly contest, a clever trick or a brave rescue. The words to change are marked in the field.',
    );

    fireEvent.change(idea, { target: { value: 'the fox finds a blood orange' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Starting point' })).toBeTruthy();
  });

  it('adds a character typed on the spot only when its name, description and traits fit the reader', async () => {
    useStoryWizard.setState({ age: '4-6' });
    renderPrompt();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Killer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add character' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(screen.getByRole('alert').textContent).toMatch(/^The character name has words/);
    expect(useStoryWizard.getState().characters).toEqual([]);
  });
});
