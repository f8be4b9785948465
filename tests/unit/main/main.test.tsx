import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/app/app', () => ({ App: () => <main>App mounted</main> }));

async function startApp() {
  vi.resetModules();
  await import('@/main');
}

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

// The first test imports the whole app for the first time, which takes seconds on a busy machine.
describe('main start-up', { timeout: 30_000 }, () => {
  it('shows the refresh page when the root element is missing', async () => {
    localStorage.setItem('debug_trace', '1');
    await startApp();
    expect(document.body.textContent).toContain(
      'Failed to initialize application. Please refresh the page.',
    );
    expect(document.querySelector('button')?.textContent).toBe('Refresh Page');
    expect(localStorage.getItem('debug_trace')).toBe('1');
  });

  it('runs the start-up steps, then mounts the app into #root', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    localStorage.setItem('temp_upload', '1');
    localStorage.setItem('anonymous_story_ids', '[]');
    await startApp();
    await vi.waitFor(() =>
      expect(document.getElementById('root')?.textContent).toBe('App mounted'),
    );
    expect(localStorage.getItem('temp_upload')).toBeNull();
    expect(localStorage.getItem('anonymous_story_ids')).toBe('[]');
  });
});
