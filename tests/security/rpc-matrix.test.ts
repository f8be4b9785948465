// Every function in the public schema as an RPC, as visitor, user, another user and admin: what
// each may call is an explicit list (so a new function, or an extension's, cannot slip out
// unnoticed), admin functions answer only admins, usage functions only about the caller, and the
// service-only ones no client at all.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  ADMIN_EMAIL,
  signUpTestUser,
  visitorClient,
  withoutSchema,
  type TestUser,
} from '../integration/support/test-users.ts';

/** Functions (not triggers) each API role may execute. */
const CALLABLE = {
  anon: ['discover_stories', 'has_published_story', 'has_role', 'is_published_story'],
  authenticated: [
    'admin_dashboard_stats',
    'admin_list_story_reports',
    'admin_list_users',
    'admin_set_founder',
    'admin_set_role',
    'admin_set_user_tier',
    'assert_admin',
    'assert_usage_caller',
    'check_usage_limit',
    'child_allows_ai',
    'claim_story_generation',
    'claim_story_usage',
    'discover_stories',
    'discover_words',
    'end_grown_up_proof',
    'get_current_month_usage',
    'get_feedback_stats',
    'get_story_allowance',
    'has_published_story',
    'has_role',
    'holds_grown_up_proof',
    'increment_usage',
    'is_published_story',
    'pull_story_changes',
    'read_parent_pin_state',
    'unpublish_story',
  ],
};

type Who = 'visitor' | 'user' | 'admin';

describe('the RPC matrix', () => {
  const stack = inject('stack');
  const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => undefined });
  let user: TestUser;
  let other: TestUser;
  let admin: TestUser;
  const as = (who: Who): SupabaseClient =>
    withoutSchema(
      who === 'visitor' ? visitorClient() : who === 'user' ? user.client : admin.client,
    );

  beforeAll(async () => {
    [user, other, admin] = await Promise.all([
      signUpTestUser('rpc-user'),
      signUpTestUser('rpc-other'),
      signUpTestUser('admin', ADMIN_EMAIL),
    ]);
  });
  afterAll(() => sql.end());

  it.each(['anon', 'authenticated'] as const)(
    '%s may execute exactly its listed functions',
    async (role) => {
      const rows = await sql<{ name: string }[]>`
      select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype and has_function_privilege(${role}, p.oid, 'execute')
      order by 1`;
      expect(rows.map((row) => row.name)).toEqual([...CALLABLE[role]].sort());
    },
  );

  const ADMIN_ONLY: [string, () => Record<string, unknown>][] = [
    ['admin_dashboard_stats', () => ({})],
    ['admin_list_users', () => ({})],
    ['get_feedback_stats', () => ({})],
    ['admin_set_user_tier', () => ({ target_user: other.user.id, new_tier: 'Pro' })],
    ['admin_set_role', () => ({ target_user: other.user.id, role: 'moderator', granted: true })],
  ];

  it.each(ADMIN_ONLY)('%s refuses a visitor and a user', async (name, args) => {
    for (const who of ['visitor', 'user'] as const) {
      const { error } = await as(who).rpc(name, args());
      expect(error, `${name} as ${who}`).not.toBeNull();
    }
  });

  it('admins run the admin functions, and the tier a user tried to set stays unset', async () => {
    expect((await admin.client.rpc('admin_dashboard_stats')).error).toBeNull();
    expect((await admin.client.rpc('admin_list_users')).error).toBeNull();
    const tier = await sql<
      { tier: string }[]
    >`select public.effective_tier(${other.user.id}) as tier`;
    expect(tier[0]?.tier).toBe('Free');
  });

  it.each([
    ['get_current_month_usage', () => ({ user_uuid: other.user.id })],
    [
      'increment_usage',
      () => ({ user_uuid: other.user.id, stories_inc: 5, images_inc: 0, voice_inc: 0 }),
    ],
    [
      'check_usage_limit',
      () => ({ user_uuid: other.user.id, tier_name: 'Enterprise', check_type: 'story' }),
    ],
  ] as const)('%s answers a user only about themselves', async (name, args) => {
    const { error } = await user.client.rpc(name, args());
    expect(error?.code).toBe('42501');
    expect((await visitorClient().rpc(name, args())).error).not.toBeNull();
  });

  it('usage only goes up: a user cannot give themselves stories back', async () => {
    const { error } = await user.client.rpc('increment_usage', {
      user_uuid: user.user.id,
      stories_inc: -5,
      images_inc: 0,
      voice_inc: 0,
    });
    expect(error).not.toBeNull();
  });

  it('pull_story_changes answers a reader their own stories and parts, never another’s', async () => {
    const story = (owner: TestUser, title: string, published: boolean) => ({
      id: crypto.randomUUID(),
      user_id: owner.user.id,
      title,
      is_public: published,
      published_at: published ? new Date().toISOString() : null,
    });
    const mine = [story(user, 'Mine, private', false), story(user, 'Mine, published', true)];
    const theirs = [
      story(other, 'Theirs, private', false),
      story(other, 'Theirs, published', true),
    ];
    await sql`insert into public.stories ${sql([...mine, ...theirs])}`;
    await sql`insert into public.story_segments ${sql(
      [...mine, ...theirs].map((row) => ({
        id: crypto.randomUUID(),
        story_id: row.id,
        segment_text: `A part of ${row.title}`,
      })),
    )}`;
    const pulled = async (client: SupabaseClient) => {
      const { data, error } = await client.rpc('pull_story_changes', { page_size: 1000 });
      expect(error).toBeNull();
      const pages = data as Record<
        'stories' | 'story_segments',
        { title?: string; story_id?: string }[]
      >;
      return {
        titles: pages.stories.map((row) => row.title),
        partsOf: pages.story_segments.map((row) => row.story_id),
      };
    };

    const reader = await pulled(user.client);
    expect(reader.titles).toEqual(expect.arrayContaining(['Mine, private', 'Mine, published']));
    expect(reader.titles).not.toContain('Theirs, published');
    expect(reader.partsOf).toEqual(expect.arrayContaining(mine.map((row) => row.id)));
    expect(reader.partsOf.some((id) => theirs.some((row) => row.id === id))).toBe(false);

    const attacker = await pulled(other.client);
    expect(attacker.titles).not.toContain('Mine, private');
    expect(attacker.titles).not.toContain('Mine, published');
    expect(attacker.partsOf.some((id) => mine.some((row) => row.id === id))).toBe(false);

    const { error } = await visitorClient().rpc('pull_story_changes', {});
    expect(error).not.toBeNull();
  });

  it.each([
    [
      'apply_stripe_event',
      {
        event_id: 'evt_x',
        event_type: 'checkout.session.completed',
        event_created: new Date().toISOString(),
        target_user: null,
        new_email: null,
        new_subscribed: true,
        new_tier: 'Enterprise',
        new_status: 'active',
        new_end: null,
        new_customer: null,
        new_subscription: null,
      },
    ],
    ['claim_visitor_generation', { visitor_keys: ['device:x'], daily_limits: [1000000] }],
    ['effective_tier', { user_uuid: crypto.randomUUID() }],
    ['issue_grown_up_proof', { _user_id: crypto.randomUUID() }],
    ['grown_up_present', { _user_id: crypto.randomUUID(), _proof: 'f'.repeat(64) }],
    ['gen_salt', { '': 'bf' }],
  ] as const)('%s is no client’s to call', async (name, args) => {
    for (const who of ['visitor', 'user', 'admin'] as const) {
      const { error } = await as(who).rpc(name, args);
      expect(error, `${name} as ${who}`).not.toBeNull();
    }
  });
});
