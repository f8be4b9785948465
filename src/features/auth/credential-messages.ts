export const MIN_PASSWORD_LENGTH = 8;
export const EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com.';
export const PASSWORD_MESSAGE = `Use at least ${MIN_PASSWORD_LENGTH} characters for your password.`;

export interface CredentialErrors {
  email?: string;
  password?: string;
}
