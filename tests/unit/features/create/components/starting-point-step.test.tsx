import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StartingPointStep } from '@/features/create';
import { useStoryWizard } from '@/features/create/store/story-wizard-store';

function renderStartingPoint() {
  const root = createRootRoute();
  const step = createRoute({
    getParentRoute: () => root,
    path: '/create/starting-point',
    component: StartingPointStep,
  });
  const next = createRoute({
    getParentRoute: () => root,
    path: '/create/customize',
    component: () => <h1>Customize</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([step, next]),
    history: createMemoryHistory({ initialEntries: ['/create/starting-point'] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

async function writeOwnOpening(value: string) {
  fireEvent.click(await screen.findByRole('radio', { name: 'Write my own opening' }));
  fireEvent.change(screen.getByLabelText('Your opening'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

beforeEach(() => {
  useStoryWizard.getState().reset();
  useStoryWizard.setState({ age: '7-9', genre: 'mystery' });
});
afterEach(cleanup);

describe('StartingPointStep sanitises the reader’s own opening on Next (docs/product.md §5)', () => {
  it('moves on with the words typed and none of the markup', async () => {
    renderStartingPoint();
    await writeOwnOpening(`The cat's note said "meet me" & left <img src=x onerror=alert(1)>`);
    expect(await screen.findByRole('heading', { name: 'Customize' })).toBeTruthy();
    expect(useStoryWizard.getState().startingPoint).toBe(`The cat's note said "meet me" & left`);
  });

  it('stays on the step when the opening was only a script', async () => {
    const router = renderStartingPoint();
    await writeOwnOpening('<script>alert(1)</script>');
    expect(useStoryWizard.getState().startingPoint).toBe('');
    expect(router.state.location.pathname).toBe('/create/starting-point');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });
});

describe('StartingPointStep is the input gate for the reader’s own opening', () => {
  it('Next refuses an unsafe opening for a 4–6 reader with the kind message, focus on the field', async () => {
    useStoryWizard.setState({ age: '4-6' });
    const router = renderStartingPoint();
    await writeOwnOpening('Sam decided to stab the fox with a knife');
    const opening = screen.getByLabelText('Your opening');
    expect(document.activeElement).toBe(opening);
    expect(opening.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(opening.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^Your opening has words we keep out of stories for readers aged 4–6\./,
    );
    expect(router.state.location.pathname).toBe('/create/starting-point');
    expect(useStoryWizard.getState().startingPoint).toBe(
      'Sam decided to stab the fox with a knife',
    );
  });
});
