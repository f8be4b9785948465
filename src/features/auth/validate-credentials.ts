import { z } from 'zod/mini';

export const MIN_PASSWORD_LENGTH = 8;
export const EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com.';
export const PASSWORD_MESSAGE = `Use at least ${MIN_PASSWORD_LENGTH} characters for your password.`;

export interface CredentialErrors {
  email?: string;
  password?: string;
}

export function validateCredentials(
  email: string,
  password: string,
  checkLength: boolean,
): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!z.email().safeParse(email.trim()).success) errors.email = EMAIL_MESSAGE;
  if (!password) errors.password = 'Enter your password.';
  else if (checkLength && password.length < MIN_PASSWORD_LENGTH) errors.password = PASSWORD_MESSAGE;
  return errors;
}
