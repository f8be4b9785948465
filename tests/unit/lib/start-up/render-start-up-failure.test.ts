import { describe, expect, it, vi } from 'vitest';
import { renderStartUpFailure } from '@/lib/start-up/render-start-up-failure';

describe('renderStartUpFailure', () => {
  it('shows the failure message and a Refresh Page button that reloads', () => {
    document.body.innerHTML = '<p>leftover</p>';
    const reload = vi.fn();
    renderStartUpFailure(document, reload);

    expect(document.querySelector('main [role="alert"]')?.textContent).toBe(
      'Failed to initialize application. Please refresh the page.',
    );
    expect(document.body.textContent).not.toContain('leftover');
    const button = document.querySelector('button')!;
    expect(button.textContent).toBe('Refresh Page');
    expect(document.activeElement).toBe(button);
    button.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
