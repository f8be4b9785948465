export { signOut } from './data/auth-actions';
export { SignInPage } from './components/sign-in-page';
export { SignUpPage } from './components/sign-up-page';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { AuthCallbackPage } from './components/auth-callback-page';
export { useSession } from '@/lib/session';
