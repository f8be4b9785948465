// GoTrue's /admin API for supabase-js's auth.admin methods (createUser, listUsers, getUserById,
// updateUserById, deleteUser, generateLink) and /invite, for callers holding the service-role key.
// Each operation is its own file; this app only routes to them.
import { Hono, type Context } from 'hono';
import type { AuthDeps } from './auth-context.ts';
import { createUser } from './create-user.ts';
import { deleteUser } from './delete-user.ts';
import { findUser } from './find-user.ts';
import { generateLink } from './generate-link.ts';
import { inviteUser } from './invite-user.ts';
import { listUsers } from './list-users.ts';
import type { AdminBody } from './read-admin-fields.ts';
import { requireServiceRole } from './require-service-role.ts';
import { updateUserById } from './update-user-by-id.ts';
import { loadUserJson } from './user-json.ts';

type ReadBody = (c: Context) => Promise<AdminBody>;
type RedirectOf = (c: Context, body: AdminBody) => string;

export function createAdminApp(deps: AuthDeps, readBody: ReadBody, redirectOf: RedirectOf): Hono {
  const app = new Hono();
  const { sql } = deps;
  // Scoped to the admin paths: this app is mounted at the auth service's root.
  for (const path of ['/admin/*', '/invite'])
    app.use(path, async (c, next) => {
      await requireServiceRole(c, deps.jwtSecret);
      await next();
    });

  app.get('/admin/users', (c) => listUsers(c, sql));
  app.post('/admin/users', async (c) =>
    c.json(await loadUserJson(sql, await createUser(deps, await readBody(c)))),
  );
  app.get('/admin/users/:id', async (c) =>
    c.json(await loadUserJson(sql, await findUser(deps, c.req.param('id')))),
  );
  app.put('/admin/users/:id', async (c) => {
    const user = await findUser(deps, c.req.param('id'));
    return c.json(await loadUserJson(sql, await updateUserById(deps, user, await readBody(c))));
  });
  app.delete('/admin/users/:id', async (c) => {
    const user = await findUser(deps, c.req.param('id'));
    const body = c.req.header('content-type')?.includes('json') ? await readBody(c) : {};
    const json = await loadUserJson(sql, user);
    await deleteUser(sql, user, body);
    return c.json(json);
  });
  app.post('/admin/generate_link', async (c) => {
    const body = await readBody(c);
    return c.json(await generateLink(deps, body, redirectOf(c, body)));
  });
  app.post('/invite', async (c) => {
    const body = await readBody(c);
    return c.json(await loadUserJson(sql, await inviteUser(deps, body, redirectOf(c, body))));
  });
  return app;
}
