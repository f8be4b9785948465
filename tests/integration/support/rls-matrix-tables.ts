// The tables of the row-level-security matrix (rls-matrix.test.ts): how to make a row that belongs
// to the owner, what to insert and patch, and the outcome each caller must see.
import { serviceClient, withoutSchema } from './test-users.ts';

export type Caller = 'visitor' | 'owner' | 'other' | 'admin' | 'service';
export type Outcome = 'rows' | 'none' | 'denied' | '23505';
export type Key = Record<string, string>;
type Row = Record<string, unknown>;
/** Expected outcome for visitor, owner, other, admin, service, in that order. */
type Cells = [Outcome, Outcome, Outcome, Outcome, Outcome];

export interface TableSpec {
  table: string;
  /** Creates (as the service role) a row belonging to the owner and returns its key. */
  fixture: () => Promise<Key>;
  /** A row to insert: the owner's, or for one-row-per-user tables a fourth user's. */
  insertRow: () => Promise<Row>;
  patch: Row;
  expect: { select: Cells; insert: Cells; update: Cells; delete: Cells };
}

export const CALLERS: Caller[] = ['visitor', 'owner', 'other', 'admin', 'service'];
const ONLY_SERVICE: Cells = ['denied', 'denied', 'denied', 'denied', 'rows'];
const OWNER_ONLY: Cells = ['denied', 'rows', 'none', 'none', 'rows'];
const OWNER_ONLY_HIDDEN: Cells = ['none', 'rows', 'none', 'none', 'rows'];
const OWNER_WRITES: Cells = ['denied', 'rows', 'denied', 'denied', 'rows'];
const EVERYONE: Cells = ['rows', 'rows', 'rows', 'rows', 'rows'];
/** Profiles of users who have not published (the owner, before story_likes makes a public story). */
const OWNER_AND_ADMIN_HIDDEN: Cells = ['none', 'rows', 'none', 'rows', 'rows'];

/** Filled in by the test's beforeAll; the specs read it lazily. */
export const matrixPeople = { owner: '', fourth: '', ownerStory: '' };
const people = matrixPeople;
let serial = 0;
const next = () => (serial += 1);

export async function serviceInsert(table: string, row: Row): Promise<Row> {
  const { data, error } = await withoutSchema(serviceClient())
    .from(table)
    .insert(row)
    .select()
    .single();
  if (error) throw new Error(`${table} fixture: ${error.message}`);
  return data as Row;
}

async function publicStoryOfOwner(): Promise<string> {
  const id = crypto.randomUUID();
  await serviceInsert('stories', { id, user_id: people.owner, title: 'Liked', is_public: true });
  return id;
}

async function characterOfOwner(): Promise<string> {
  return (await serviceInsert('user_characters', { user_id: people.owner, name: `C${next()}` }))
    .id as string;
}

export const MATRIX_TABLES: TableSpec[] = [
  {
    table: 'stories',
    fixture: async () => {
      const id = crypto.randomUUID();
      await serviceInsert('stories', { id, user_id: people.owner, title: 'Private' });
      return { id };
    },
    insertRow: async () => ({ id: crypto.randomUUID(), user_id: people.owner, title: 'New' }),
    patch: { title: 'Changed' },
    expect: {
      select: OWNER_ONLY_HIDDEN,
      insert: OWNER_WRITES,
      update: OWNER_ONLY,
      delete: OWNER_ONLY,
    },
  },
  {
    table: 'story_segments',
    fixture: async () => {
      const id = crypto.randomUUID();
      await serviceInsert('story_segments', {
        id,
        story_id: people.ownerStory,
        segment_text: 'Once',
      });
      return { id };
    },
    insertRow: async () => ({
      id: crypto.randomUUID(),
      story_id: people.ownerStory,
      segment_text: 'New',
    }),
    patch: { segment_text: 'Changed' },
    expect: {
      select: OWNER_ONLY_HIDDEN,
      insert: OWNER_WRITES,
      update: OWNER_ONLY,
      delete: OWNER_ONLY,
    },
  },
  {
    table: 'user_characters',
    fixture: async () => ({ id: await characterOfOwner() }),
    insertRow: async () => ({ user_id: people.owner, name: `New ${next()}` }),
    patch: { name: 'Changed' },
    expect: { select: OWNER_ONLY, insert: OWNER_WRITES, update: OWNER_ONLY, delete: OWNER_ONLY },
  },
  {
    table: 'story_characters',
    fixture: async () => {
      const key = { story_id: people.ownerStory, character_id: await characterOfOwner() };
      await serviceInsert('story_characters', key);
      return key;
    },
    insertRow: async () => ({
      story_id: people.ownerStory,
      character_id: await characterOfOwner(),
    }),
    patch: { created_at: '2001-01-01T00:00:00+00:00' },
    expect: { select: OWNER_ONLY, insert: OWNER_WRITES, update: OWNER_ONLY, delete: OWNER_ONLY },
  },
  {
    table: 'profiles',
    fixture: async () => {
      await serviceClient().from('profiles').upsert({ id: people.owner, display_name: 'Owner' });
      return { id: people.owner };
    },
    insertRow: async () => ({ id: people.fourth }),
    patch: { display_name: 'Changed' },
    expect: {
      select: OWNER_AND_ADMIN_HIDDEN,
      insert: ['denied', 'denied', 'denied', 'denied', '23505'],
      update: OWNER_ONLY,
      delete: ONLY_SERVICE,
    },
  },
  {
    table: 'story_likes',
    fixture: async () => {
      const key = { story_id: await publicStoryOfOwner(), user_id: people.owner };
      await serviceInsert('story_likes', key);
      return key;
    },
    insertRow: async () => ({ story_id: await publicStoryOfOwner(), user_id: people.owner }),
    patch: { created_at: '2001-01-01T00:00:00+00:00' },
    expect: { select: EVERYONE, insert: OWNER_WRITES, update: ONLY_SERVICE, delete: OWNER_ONLY },
  },
  {
    table: 'tier_limits',
    fixture: async () => {
      const tier_name = `Matrix ${next()}`;
      await serviceInsert('tier_limits', {
        tier_name,
        stories_per_month: 1,
        voice_generations_per_month: 1,
        images_per_story: 1,
      });
      return { tier_name };
    },
    insertRow: async () => ({
      tier_name: `Inserted ${next()}`,
      stories_per_month: 1,
      voice_generations_per_month: 1,
      images_per_story: 1,
    }),
    patch: { stories_per_month: 77 },
    expect: { select: EVERYONE, insert: ONLY_SERVICE, update: ONLY_SERVICE, delete: ONLY_SERVICE },
  },
  {
    table: 'user_usage',
    fixture: async () => {
      const row = { user_id: people.owner, month_year: `${1900 + next()}-01`, stories_created: 1 };
      return { id: (await serviceInsert('user_usage', row)).id as string };
    },
    insertRow: async () => ({ user_id: people.owner, month_year: `${1900 + next()}-02` }),
    patch: { stories_created: 99 },
    expect: {
      select: OWNER_ONLY,
      insert: ONLY_SERVICE,
      update: ONLY_SERVICE,
      delete: ONLY_SERVICE,
    },
  },
  {
    table: 'user_feedback',
    fixture: async () => {
      const row = { user_id: people.owner, message: 'The owl page is slow' };
      return { id: (await serviceInsert('user_feedback', row)).id as string };
    },
    insertRow: async () => ({ user_id: people.owner, message: 'Sent as the owner' }),
    patch: { status: 'resolved' },
    expect: {
      select: ['denied', 'rows', 'none', 'rows', 'rows'],
      insert: OWNER_WRITES,
      update: ['denied', 'none', 'none', 'rows', 'rows'],
      delete: ONLY_SERVICE,
    },
  },
  {
    table: 'subscribers',
    fixture: async () => {
      const row = { user_id: people.owner, subscribed: true, subscription_tier: 'Premium' };
      await serviceClient().from('subscribers').upsert(row);
      return { user_id: people.owner };
    },
    insertRow: async () => ({ user_id: people.fourth, subscribed: true, subscription_tier: 'Pro' }),
    patch: { subscription_tier: 'Enterprise' },
    expect: {
      select: OWNER_ONLY,
      insert: ONLY_SERVICE,
      update: ONLY_SERVICE,
      delete: ONLY_SERVICE,
    },
  },
  {
    table: 'user_founders',
    fixture: async () => {
      const row = {
        user_id: people.owner,
        founder_tier: 'pioneer' as const,
        founder_number: 180,
        lifetime_discount: 60,
      };
      await serviceClient().from('user_founders').upsert(row);
      return { user_id: people.owner };
    },
    insertRow: async () => ({
      user_id: people.fourth,
      founder_tier: 'early_adopter',
      founder_number: 181,
      lifetime_discount: 50,
    }),
    patch: { lifetime_discount: 99 },
    expect: {
      select: OWNER_ONLY,
      insert: ONLY_SERVICE,
      update: ONLY_SERVICE,
      delete: ONLY_SERVICE,
    },
  },
  {
    table: 'user_roles',
    fixture: async () => {
      await serviceClient()
        .from('user_roles')
        .upsert({ user_id: people.owner, role: 'user' }, { onConflict: 'user_id,role' });
      const { data } = await serviceClient()
        .from('user_roles')
        .select('id')
        .match({ user_id: people.owner, role: 'user' })
        .single();
      return { id: (data as { id: string }).id };
    },
    insertRow: async () => ({ user_id: people.owner, role: 'moderator' }),
    patch: { role: 'admin' },
    expect: {
      select: ['none', 'rows', 'none', 'rows', 'rows'],
      insert: ONLY_SERVICE,
      update: ONLY_SERVICE,
      delete: ONLY_SERVICE,
    },
  },
];
