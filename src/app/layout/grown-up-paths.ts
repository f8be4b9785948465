/** Pages a child's profile opens only with the parent PIN: settings, plans and checkout, the account, Family, admin. */
const GROWN_UP_PATHS = ['/settings', '/pricing', '/profile', '/family', '/admin'] as const;

export function isGrownUpPath(pathname: string): boolean {
  return GROWN_UP_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
