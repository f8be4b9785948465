// /user/identities: the signed-in user's sign-in methods (supabase-js's getUserIdentities,
// linkIdentity, unlinkIdentity), mounted by create-auth-app.ts. Linking and unlinking answer as
// GoTrue does: the user first, then the manual-linking setting, then the request itself.
import { Hono, type Context } from 'hono';
import type { AuthDeps } from './auth-context.ts';
import { AuthFailure, validationFailed } from './auth-error.ts';
import { readBearerUser, type BearerUser } from './read-bearer-user.ts';
import { toIdentityJson, type IdentityRow } from './user-json.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The OAuth providers GoTrue knows; the local stack turns none of them on. */
const OAUTH_PROVIDERS = new Set([
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'snapchat',
  'spotify',
  'slack',
  'slack_oidc',
  'twitch',
  'twitter',
  'x',
  'vercel_marketplace',
  'workos',
  'zoom',
]);

function unsupportedProvider(requested: string): AuthFailure {
  const name = requested.toLowerCase();
  let reason = `Provider ${name} could not be found`;
  if (OAUTH_PROVIDERS.has(name)) reason = 'provider is not enabled';
  else if (name.startsWith('custom:')) reason = 'custom OAuth providers are disabled';
  return validationFailed(`Unsupported provider: ${reason}`);
}

async function loadIdentities(deps: AuthDeps, userId: string) {
  return deps.sql<IdentityRow[]>`
    select * from auth.identities where user_id = ${userId} order by created_at`;
}

export function createIdentitiesApp(deps: AuthDeps): Hono {
  const app = new Hono();
  const linkingUser = async (c: Context): Promise<BearerUser> => {
    const bearer = await readBearerUser(c, deps);
    if (!deps.manualLinking)
      throw new AuthFailure(404, 'manual_linking_disabled', 'Manual linking is disabled');
    return bearer;
  };

  app.get('/', async (c) => {
    const { user } = await readBearerUser(c, deps);
    return c.json({ identities: (await loadIdentities(deps, user.id)).map(toIdentityJson) });
  });

  app.get('/authorize', async (c) => {
    await linkingUser(c);
    throw unsupportedProvider(c.req.query('provider') ?? '');
  });

  app.delete('/:id', async (c) => {
    const { user } = await linkingUser(c);
    const id = c.req.param('id');
    if (!UUID.test(id))
      throw new AuthFailure(404, 'validation_failed', 'identity_id must be an UUID');
    const identities = await loadIdentities(deps, user.id);
    if (identities.length <= 1)
      throw new AuthFailure(
        422,
        'single_identity_not_deletable',
        'User must have at least 1 identity after unlinking',
      );
    const identity = identities.find((row) => row.id.toLowerCase() === id.toLowerCase());
    if (!identity) throw new AuthFailure(422, 'identity_not_found', "Identity doesn't exist");
    await deps.sql`delete from auth.identities where id = ${identity.id}`;
    return c.json({});
  });
  return app;
}
