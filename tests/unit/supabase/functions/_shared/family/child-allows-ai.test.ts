// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { childAllowsAi } from '../../../../../../supabase/functions/_shared/family/child-allows-ai.ts';

/** Nothing listens here: the consent read fails at once. */
const unreachableProject = { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'anon' };
const parent = {
  token: 'parent-token',
  userId: '6a8f7f0e-3a61-4a8e-9d38-0c1f4c7d2b11',
  role: 'authenticated',
};

describe('childAllowsAi', () => {
  it('lets the AI service write for a visitor, who has no children', async () => {
    expect(await childAllowsAi(unreachableProject, null, { story_id: crypto.randomUUID() })).toBe(
      true,
    );
  });

  it('keeps a signed-in request from the AI service when the consent cannot be read, story or not', async () => {
    expect(await childAllowsAi(unreachableProject, parent, { story_id: crypto.randomUUID() })).toBe(
      false,
    );
    expect(await childAllowsAi(unreachableProject, parent, {})).toBe(false);
  });
});
