// The family gate's tables on the real stack (issue #26): child profiles, publish requests and the
// parent PIN as a visitor, another user and the parent read and write them. What the PIN and the
// approval do is in family-gate.test.ts.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  serviceClient,
  visitorClient,
  withoutSchema,
  type TestUser,
} from '../integration/support/test-users.ts';
import { setUpFamily, writeStory } from './family-support.ts';

type Row = Record<string, unknown>;

function outcomeOf(result: { data: unknown; error: { code: string } | null }): string {
  if (result.error) return result.error.code === '42501' ? 'denied' : result.error.code;
  return Array.isArray(result.data) && result.data.length > 0 ? 'rows' : 'none';
}

describe('family gate', () => {
  let parent: TestUser;
  let other: TestUser;
  let callers: Record<'visitor' | 'other' | 'parent', SupabaseClient>;
  let childId: string;

  beforeAll(async () => {
    ({ parent, other, childId } = await setUpFamily('482916'));
    callers = {
      visitor: withoutSchema(visitorClient()),
      other: withoutSchema(other.client),
      parent: withoutSchema(parent.client),
    };
  });

  describe('row level security: only the parent reads and writes their children and requests', () => {
    const cases = [
      ['visitor', 'denied', 'denied', 'denied', 'denied'],
      ['other', 'none', 'denied', 'none', 'denied'],
      ['parent', 'rows', 'rows', 'rows', 'denied'],
    ] as const;
    for (const [caller, select, insert, update, remove] of cases) {
      it(`child_profiles as ${caller}: select ${select}, insert ${insert}, update ${update}, delete ${remove}`, async () => {
        const client = callers[caller];
        expect(outcomeOf(await client.from('child_profiles').select().eq('id', childId))).toBe(
          select,
        );
        const inserted = await client
          .from('child_profiles')
          .insert({
            user_id: parent.user.id,
            display_name: 'Extra',
            avatar: 'owl',
            reading_band: '7-9',
          })
          .select();
        expect(outcomeOf(inserted)).toBe(insert);
        if (inserted.data?.[0])
          await serviceClient()
            .from('child_profiles')
            .delete()
            .eq('id', (inserted.data[0] as Row).id as string);
        const updated = await client
          .from('child_profiles')
          .update({ reading_band: '4-6' })
          .eq('id', childId)
          .select();
        expect(outcomeOf(updated)).toBe(update);
        expect(
          outcomeOf(await client.from('child_profiles').delete().eq('id', childId).select()),
        ).toBe(remove);
        const { data } = await serviceClient()
          .from('child_profiles')
          .select('id')
          .eq('id', childId);
        expect(data).toHaveLength(1);
      });
    }

    const requestCases = [
      ['visitor', 'denied', 'denied', 'denied'],
      // Another user's insert names a story they cannot see: refused as not one of their stories.
      ['other', 'none', '23503', 'none'],
      ['parent', 'rows', 'rows', 'rows'],
    ] as const;
    for (const [caller, select, insert, update] of requestCases) {
      it(`publish_requests as ${caller}: select ${select}, insert ${insert}, decline ${update}`, async () => {
        const storyId = await writeStory(parent, childId);
        const client = callers[caller];
        const inserted = await client
          .from('publish_requests')
          .insert({ user_id: parent.user.id, story_id: storyId, child_profile_id: childId })
          .select();
        expect(outcomeOf(inserted)).toBe(insert);
        if (!inserted.data?.[0])
          await serviceClient()
            .from('publish_requests')
            .insert({ user_id: parent.user.id, story_id: storyId, child_profile_id: childId });
        expect(
          outcomeOf(await client.from('publish_requests').select().eq('story_id', storyId)),
        ).toBe(select);
        const declined = await client
          .from('publish_requests')
          .update({ state: 'declined' })
          .eq('story_id', storyId)
          .select();
        expect(outcomeOf(declined)).toBe(update);
        const { data } = await serviceClient()
          .from('publish_requests')
          .select('state, decided_at')
          .eq('story_id', storyId)
          .single();
        expect(data?.state).toBe(update === 'rows' ? 'declined' : 'requested');
        expect(data?.decided_at !== null).toBe(update === 'rows');
      });
    }

    it('parent_pins is read and written by no client, the parent included', async () => {
      for (const client of Object.values(callers)) {
        expect(outcomeOf(await client.from('parent_pins').select())).toBe('denied');
        expect(
          outcomeOf(
            await client
              .from('parent_pins')
              .update({ failed_tries: 0 })
              .eq('user_id', parent.user.id)
              .select(),
          ),
        ).toBe('denied');
        expect(
          outcomeOf(
            await client
              .from('parent_pins')
              .insert({ user_id: other.user.id, pin_hash: 'x' })
              .select(),
          ),
        ).toBe('denied');
      }
      const serviceOnly = {
        claim_parent_pin_try: { _user_id: parent.user.id },
        settle_parent_pin_try: { _user_id: parent.user.id },
        store_parent_pin: { _user_id: parent.user.id, _pin_hash: 'scrypt$1$1$1$a$b' },
        approve_publish_request: { _story_id: crypto.randomUUID(), _fingerprint: 'f' },
      };
      for (const [name, args] of Object.entries(serviceOnly)) {
        const { error } = await callers.parent.rpc(name, args);
        expect(error?.code, name).toBe('42501');
      }
    });
  });
});
