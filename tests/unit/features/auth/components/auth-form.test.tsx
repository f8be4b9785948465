import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AuthForm } from '@/features/auth/components/auth-form';

afterEach(cleanup);

function renderForm() {
  const onSubmit = vi.fn(async () => undefined);
  render(
    <AuthForm
      submitLabel="Sign In"
      busyLabel="Signing in..."
      newPassword={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('AuthForm (docs/product.md §5 form sanitising on submit)', () => {
  it('sends the email with script blocks, javascript: text and inline handlers removed and trimmed; the password as typed', async () => {
    const onSubmit = renderForm();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    fireEvent.change(email, { target: { value: '  <script>alert(1)</script>ada@example.com  ' } });
    fireEvent.change(screen.getByLabelText('Password'), {
      target: { value: ' <b>pass word</b> ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith(
      'ada@example.com',
      ' <b>pass word</b> ',
      expect.anything(),
    );
    expect(email.value).toBe('ada@example.com');
  });

  it('still refuses what is no email once cleaned', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('Enter a valid email address, like name@example.com.'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
