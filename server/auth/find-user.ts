// The user an /admin/users/:id request names, or GoTrue's 404 when the id is not a user's.
import type { AuthDeps, UserRow } from './auth-context.ts';
import { AuthFailure } from './auth-error.ts';
import { UUID } from './read-admin-fields.ts';

export async function findUser(deps: AuthDeps, id: string): Promise<UserRow> {
  if (!UUID.test(id)) throw new AuthFailure(404, 'user_not_found', 'User not found');
  const [user] = await deps.sql<UserRow[]>`select * from auth.users where id = ${id}`;
  if (!user) throw new AuthFailure(404, 'user_not_found', 'User not found');
  return user;
}
