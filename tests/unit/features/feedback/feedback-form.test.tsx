import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';

afterEach(cleanup);

function renderForm(sender: { id: string; email: string | null } | null = null) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FeedbackForm sender={sender} onDone={() => undefined} />
    </QueryClientProvider>,
  );
  return {
    message: screen.getByRole('textbox', { name: 'Message' }),
    type: screen.getByRole('combobox', { name: 'Feedback type' }),
    send: screen.getByRole('button', { name: 'Send Feedback' }),
  };
}

describe('FeedbackForm', () => {
  it('has a 4-row message box and defaults to general feedback', () => {
    const { message, type } = renderForm();
    expect(message.getAttribute('rows')).toBe('4');
    expect((type as HTMLSelectElement).value).toBe('general');
    expect(
      screen
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value)
        .filter(Boolean),
    ).toEqual(['bug', 'feature', 'general', 'praise', 'complaint']);
  });

  it('keeps Send disabled while the message is blank', () => {
    const { message, send } = renderForm();
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(message, { target: { value: '   ' } });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(message, { target: { value: 'Lovely app' } });
    expect(send).toHaveProperty('disabled', false);
  });

  it('announces a blank message and links it to the box', () => {
    const { message } = renderForm();
    fireEvent.blur(message);
    const error = screen.getByText('Please enter your feedback message');
    expect(error.closest('[aria-live="polite"]')).not.toBeNull();
    expect(message.getAttribute('aria-describedby')).toBe(error.id);
    expect(message.getAttribute('aria-invalid')).toBe('true');
  });

  it('announces a missing type and links it to the selector', () => {
    const { type } = renderForm();
    fireEvent.change(type, { target: { value: '' } });
    const error = screen.getByText('Please select a feedback type');
    expect(error.closest('[aria-live="polite"]')).not.toBeNull();
    expect(type.getAttribute('aria-describedby')).toBe(error.id);
  });

  it('asks visitors for an optional email but not signed-in users', () => {
    renderForm(null);
    expect(screen.getByLabelText(/Email/)).toBeTruthy();
    expect(screen.getByLabelText(/Subject/)).toBeTruthy();
    cleanup();
    renderForm({ id: 'user-1', email: 'reader@example.com' });
    expect(screen.queryByLabelText(/Email/)).toBeNull();
  });
});
