import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { showToast, ToastRegion, useToastStore } from '@/ui';

afterEach(() => {
  cleanup();
  act(() => useToastStore.getState().clear());
});

describe('ToastRegion', () => {
  it('announces errors as alerts and other toasts as status messages', () => {
    render(<ToastRegion />);
    act(() => {
      showToast('Feedback updated successfully', { variant: 'success' });
      showToast('Failed to update feedback', { variant: 'error' });
    });
    expect(screen.getByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('Feedback updated successfully'),
    );
    expect(screen.getByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Failed to update feedback'),
    );
  });

  it('has a dismiss button on each toast that removes it', () => {
    render(<ToastRegion />);
    act(() => {
      showToast('first');
      showToast('second');
    });
    const buttons = screen.getAllByRole('button', { name: 'Dismiss notification' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[0]!);
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.getByText('second')).toBeTruthy();
  });
});
