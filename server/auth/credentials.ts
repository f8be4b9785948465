// Checks for email addresses and passwords, with GoTrue's error codes and the messages users see.
import { z } from 'zod';
import { AuthFailure } from './auth-error.ts';

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
  constructor(message: string) {
    super(422, 'weak_password', message);
  }
}

export function readPassword(value: unknown, minLength: number): string {
  if (typeof value !== 'string' || value.length < minLength)
    throw new WeakPassword(`Password should be at least ${minLength} characters.`);
  if (value.length > 72) throw new WeakPassword('Password cannot be longer than 72 characters');
  return value;
}
