// Checks for email addresses and passwords, with GoTrue's error codes and the messages users see.
import { z } from 'zod';
import { AuthFailure } from './auth-error.ts';

export const MIN_PASSWORD_LENGTH = 8;

export function readEmail(value: unknown): string {
  const parsed = z.email().safeParse(typeof value === 'string' ? value.trim() : value);
  if (!parsed.success)
    throw new AuthFailure(
      400,
      'email_address_invalid',
      'Unable to validate email address: invalid format',
    );
  return parsed.data.toLowerCase();
}

export class WeakPassword extends AuthFailure {
  constructor() {
    super(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
}

export function readPassword(value: unknown): string {
  if (typeof value !== 'string' || value.length < MIN_PASSWORD_LENGTH) throw new WeakPassword();
  if (value.length > 72)
    throw new AuthFailure(422, 'weak_password', 'Password cannot be longer than 72 characters');
  return value;
}
