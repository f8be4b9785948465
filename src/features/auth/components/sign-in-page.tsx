import { Link, useNavigate } from '@tanstack/react-router';
import { Page } from '@/ui';
import { signIn } from '../data/auth-actions';
import { safeNextPath } from '../safe-next-path';
import { AuthForm } from './auth-form';
import * as styles from './auth-form.css';
import { EmailLinkSignIn } from './email-link-sign-in';

export function SignInPage({ redirectTo }: { redirectTo?: string }) {
  const navigate = useNavigate();
  const next = safeNextPath(redirectTo);
  return (
    <Page title="Sign in" lead="Welcome back. Your stories are waiting.">
      <AuthForm
        submitLabel="Sign In"
        busyLabel="Signing in..."
        newPassword={false}
        onSubmit={async (email, password) => {
          await signIn(email, password);
          await navigate({ to: next });
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
      <div className={styles.alternative}>
        <EmailLinkSignIn
          next={next === '/' ? undefined : next}
          onSignedIn={() => navigate({ to: next })}
        />
      </div>
    </Page>
  );
}
