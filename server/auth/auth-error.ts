// Errors in GoTrue's shape ({ code, error_code, msg }), which supabase-js turns into AuthApiError
// with the right code, so the browser shows the provider's message.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class AuthFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

export function sendAuthError(c: Context, failure: AuthFailure) {
  return c.json(
    { code: failure.status, error_code: failure.errorCode, msg: failure.message },
    failure.status,
  );
}

export const invalidCredentials = () =>
  new AuthFailure(400, 'invalid_credentials', 'Invalid login credentials');
export const badJwt = (message = 'invalid JWT: unable to parse or verify signature') =>
  new AuthFailure(401, 'bad_jwt', message);
export const validationFailed = (message: string) =>
  new AuthFailure(400, 'validation_failed', message);
export const emailExists = () =>
  new AuthFailure(
    422,
    'email_exists',
    'A user with this email address has already been registered',
  );
