import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ErrorScreen } from '@/features/errors';

afterEach(cleanup);

function renderScreen(message: string) {
  const handlers = { onRetry: vi.fn(), onContinue: vi.fn(), onHome: vi.fn() };
  render(<ErrorScreen error={new Error(message)} {...handlers} />);
  return handlers;
}

describe('ErrorScreen', () => {
  it('offers the four actions of docs/product.md §2 and names the variant chosen by the message', () => {
    renderScreen('Image generation failed');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Image generation error');
    for (const name of ['Try Again', 'Continue Without Feature', 'Go to Home', 'Refresh Page']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('counts retries and runs the retry each time', () => {
    const { onRetry } = renderScreen('AI generation failed');
    expect(screen.getByText('Retries: 0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Retries: 2')).toBeTruthy();
  });

  it('continues without the feature or goes home on request', () => {
    const { onContinue, onHome } = renderScreen('Narration failed');
    fireEvent.click(screen.getByRole('button', { name: 'Continue Without Feature' }));
    expect(onContinue).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(onHome).toHaveBeenCalledOnce();
  });

  it('moves focus to its heading so keyboard and screen-reader users land on it', () => {
    renderScreen('Authentication error: invalid JWT');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });
});
