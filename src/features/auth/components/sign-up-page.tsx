import { Link, useNavigate } from '@tanstack/react-router';
import { Page, showToast } from '@/ui';
import { signUp } from '../data/auth-actions';
import { AuthForm } from './auth-form';

/** docs/product.md §8's sign-up toast, for an account that must confirm its email before it can sign in. */
export const SIGN_UP_CONFIRM_EMAIL =
  'Account created! Please check your email to confirm your account.';
/** For an account the server confirmed at once: the reader is already signed in. */
export const SIGN_UP_WELCOME =
  "Welcome to StoryCanvas! Your account is ready and you're signed in.";

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
          const { needsConfirmation } = await signUp(email, password);
          showToast(needsConfirmation ? SIGN_UP_CONFIRM_EMAIL : SIGN_UP_WELCOME, {
            variant: 'success',
          });
          await navigate({ to: '/' });
        }}
        footer={<Link to="/auth/signin">Already have an account? Sign in</Link>}
      />
    </Page>
  );
}
