import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Field } from '@/ui';

afterEach(cleanup);

describe('Field', () => {
  it('names its control by the label and reads the hint with it', () => {
    render(
      <Field label="Avatar URL" hint="The address of a picture of you.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Avatar URL' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(
      screen.getByText('The address of a picture of you.').id,
    );
  });

  it('marks the control invalid and links the error after the hint, in a live region', () => {
    render(
      <Field
        label="Message"
        hint="Be kind."
        error="Please enter your feedback message"
        errorRole="alert"
      >
        {(control) => <textarea {...control} />}
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'Message' });
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Please enter your feedback message');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(
      `${screen.getByText('Be kind.').id} ${error.id}`,
    );
    expect(error.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('labels a select just the same', () => {
    render(
      <Field label="Feedback type" error="Please select a feedback type">
        {(control) => (
          <select {...control}>
            <option value="">Select a type</option>
          </select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Feedback type' });
    expect(select.getAttribute('aria-describedby')).toBe(
      screen.getByText('Please select a feedback type').id,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
