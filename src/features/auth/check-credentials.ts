import type { CredentialErrors } from './credential-messages';

export interface CheckedCredentials {
  /** The email as typed, sanitised (docs/product.md §5); a password is a secret and is never changed. */
  email: string;
  errors: CredentialErrors;
}

/**
 * Sanitises the typed email and checks the credentials. DOMPurify and zod are part of the data
 * layer: they load with the first submit, or earlier when the page goes idle, never with the
 * sign-in page itself, which paints and hydrates without them.
 */
export async function checkCredentials(
  email: string,
  password: string,
  checkLength: boolean,
): Promise<CheckedCredentials> {
  const [{ sanitiseInput }, { validateCredentials }] = await Promise.all([
    import('@/lib/sanitise-input'),
    import('./validate-credentials'),
  ]);
  const clean = sanitiseInput(email);
  return { email: clean, errors: validateCredentials(clean, password, checkLength) };
}
