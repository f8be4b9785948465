import { Link, useNavigate } from '@tanstack/react-router';
import { Page, showToast } from '@/ui';
import { signUp } from '../data/auth-actions';
import { AuthForm } from './auth-form';

export const SIGN_UP_SUCCESS = 'Account created! Please check your email to confirm your account.';

export function SignUpPage() {
  const navigate = useNavigate();
  return (
    <Page
      title="Create your account"
      lead="Save your stories to your account and read them on every device."
    >
      <AuthForm
        submitLabel="Sign Up"
        busyLabel="Creating account..."
        newPassword
        onSubmit={async (email, password) => {
          await signUp(email, password);
          showToast(SIGN_UP_SUCCESS, { variant: 'success' });
          await navigate({ to: '/' });
        }}
        footer={<Link to="/auth/signin">Already have an account? Sign in</Link>}
      />
    </Page>
  );
}
