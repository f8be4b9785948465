import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { RouteError } from '@/app/layout/route-error';

afterEach(cleanup);

function renderFailingPage(path: string, shouldFail: () => boolean) {
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path,
    component: () => {
      if (shouldFail()) throw new Error('Failed to fetch');
      return <h1>Recovered</h1>;
    },
  });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <h1>Home</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([page, home]),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultErrorComponent: RouteError,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteError, the error boundary around each page', () => {
  it('keeps counting Try Again presses although each retry remounts the boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderFailingPage('/always-failing', () => true);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Connection error');
    expect(screen.getByText('Retries: 0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Retries: 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Retries: 2')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('shows the page again when a retry succeeds, and a fresh count on another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failing = true;
    renderFailingPage('/flaky', () => failing);
    expect(await screen.findByText('Retries: 0')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Recovered');
    cleanup();
    renderFailingPage('/other-failing', () => true);
    expect(await screen.findByText('Retries: 0')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
