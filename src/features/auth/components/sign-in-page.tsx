import { Link, useNavigate } from '@tanstack/react-router';
import { Page } from '@/ui';
import { signIn } from '../data/auth-actions';
import { AuthForm } from './auth-form';
import * as styles from './auth-form.css';

export function SignInPage({ redirectTo }: { redirectTo?: string }) {
  const navigate = useNavigate();
  return (
    <Page title="Sign in" lead="Welcome back. Your stories are waiting.">
      <AuthForm
        submitLabel="Sign In"
        busyLabel="Signing in..."
        newPassword={false}
        onSubmit={async (email, password) => {
          await signIn(email, password);
          await navigate({ to: redirectTo && redirectTo.startsWith('/') ? redirectTo : '/' });
        }}
        footer={
          <>
            <Link to="/auth/forgot-password">Forgot your password?</Link>
            <Link to="/auth/signup" className={styles.emphasis}>
              Create an account
            </Link>
          </>
        }
      />
    </Page>
  );
}
