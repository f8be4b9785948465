import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FormSubmit } from '@/ui';

afterEach(cleanup);

describe('FormSubmit', () => {
  it('offers the submit button and no alert while nothing has failed', () => {
    render(<FormSubmit label="Save profile" busyLabel="Saving..." busy={false} />);
    expect(screen.getByRole('button', { name: 'Save profile' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it is working and holds the button while busy', () => {
    render(<FormSubmit label="Save profile" busyLabel="Saving..." busy />);
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);
  });

  it('reads out the failure of the last attempt', () => {
    render(
      <FormSubmit
        label="Sign In"
        busyLabel="Signing in..."
        busy={false}
        failure="Invalid login credentials"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Invalid login credentials');
  });

  it('holds the button while the form cannot be sent yet', () => {
    render(<FormSubmit label="Send Feedback" busyLabel="Sending..." busy={false} disabled />);
    expect(screen.getByRole('button', { name: 'Send Feedback' })).toHaveProperty('disabled', true);
  });
});
