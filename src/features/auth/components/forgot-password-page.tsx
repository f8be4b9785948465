import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Page } from '@/ui';
import { requestPasswordReset } from '../data/auth-actions';
import { AuthForm } from './auth-form';

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Page
      title="Forgot your password?"
      lead="Enter your email and we will send you a link to choose a new one."
    >
      {sentTo ? (
        <p role="status">
          If an account exists for {sentTo}, a reset link is on its way. Check your email.
        </p>
      ) : (
        <AuthForm
          submitLabel="Send reset link"
          busyLabel="Sending..."
          newPassword={false}
          askPassword={false}
          onSubmit={async (email) => {
            await requestPasswordReset(email);
            setSentTo(email);
          }}
          footer={<Link to="/auth/signin">Back to sign in</Link>}
        />
      )}
    </Page>
  );
}
