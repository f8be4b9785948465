/**
 * An optional text parameter of the address (a redirect, the next page), read on every navigation
 * without zod, which loads with the data layer. Anything but text is a broken link and is refused,
 * so the route shows its error page rather than guessing.
 */
export function readSearchText(search: Record<string, unknown>, name: string): string | undefined {
  const value = search[name];
  if (value === undefined || typeof value === 'string') return value;
  throw new Error(`The address's ${name} must be text`);
}
