import { z } from 'zod/mini';
import {
  EMAIL_MESSAGE,
  MIN_PASSWORD_LENGTH,
  PASSWORD_MESSAGE,
  type CredentialErrors,
} from './credential-messages';

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
