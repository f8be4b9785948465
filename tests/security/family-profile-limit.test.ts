// The plan's child profile limit on the real stack (issue #26): tier_limits.child_profiles_limit,
// enforced by the database against a client that inserts directly, one by one or all at once.
import { describe, expect, it } from 'vitest';
import { serviceClient, signUpTestUser, withoutSchema } from '../integration/support/test-users.ts';
import { addChild, onFamilyPlan } from './family-support.ts';

describe('child profile limit', () => {
  it('the plan’s child profile limit holds against direct inserts, sent one by one or at once', async () => {
    const free = await signUpTestUser('family-free');
    await addChild(free, 'Only');
    const second = await withoutSchema(free.client).from('child_profiles').insert({
      user_id: free.user.id,
      display_name: 'Second',
      avatar: 'cat',
      reading_band: '7-9',
    });
    expect(second.error?.code).toBe('23514');

    const family = await signUpTestUser('family-many');
    await onFamilyPlan(family);
    const tries = await Promise.all(
      Array.from({ length: 9 }, (_, n) =>
        withoutSchema(family.client)
          .from('child_profiles')
          .insert({
            user_id: family.user.id,
            display_name: `Child ${n}`,
            avatar: 'owl',
            reading_band: '4-6',
          }),
      ),
    );
    expect(tries.filter((t) => t.error?.code === '23514')).toHaveLength(3);
    const { count } = await serviceClient()
      .from('child_profiles')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', family.user.id);
    expect(count).toBe(6);
  });
});
