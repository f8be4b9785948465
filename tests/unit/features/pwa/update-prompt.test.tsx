import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from '@/features/pwa';

const message = 'A new version of StoryCanvas is available.';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installed';
  postMessage = vi.fn();
}

function installServiceWorkerContainer(waiting: FakeWorker | null, controlled: boolean) {
  const container = new EventTarget() as EventTarget & Record<string, unknown>;
  const registration = Object.assign(new EventTarget(), { waiting, installing: null });
  container.controller = controlled ? new FakeWorker() : null;
  container.ready = Promise.resolve(registration);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, registration };
}

describe('UpdatePrompt', () => {
  let reload: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('says nothing while no new version waits', async () => {
    installServiceWorkerContainer(null, true);
    await act(async () => render(<UpdatePrompt />));
    expect(screen.queryByText(message)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('does not treat the very first install as an update', async () => {
    installServiceWorkerContainer(new FakeWorker(), false);
    await act(async () => render(<UpdatePrompt />));
    expect(screen.queryByText(message)).toBeNull();
  });

  it('offers Reload, asks the waiting worker to take over and reloads only once it controls the page', async () => {
    const waiting = new FakeWorker();
    const { container } = installServiceWorkerContainer(waiting, true);
    await act(async () => render(<UpdatePrompt />));
    expect(screen.getByRole('status').textContent).toContain(message);

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Reload' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the prompt when an update finishes installing while the page is open', async () => {
    const { registration } = installServiceWorkerContainer(null, true);
    await act(async () => render(<UpdatePrompt />));
    const installing = new FakeWorker();
    installing.state = 'installing';
    Object.assign(registration, { installing });
    act(() => {
      registration.dispatchEvent(new Event('updatefound'));
    });
    expect(screen.queryByText(message)).toBeNull();
    act(() => {
      installing.state = 'installed';
      installing.dispatchEvent(new Event('statechange'));
    });
    expect(screen.getByRole('status').textContent).toContain(message);
  });

  it('Later hides the prompt without touching the waiting worker', async () => {
    const waiting = new FakeWorker();
    installServiceWorkerContainer(waiting, true);
    await act(async () => render(<UpdatePrompt />));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(message)).toBeNull();
    expect(waiting.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
