// @vitest-environment node
// Feeds the project's ESLint config page code that loads server state in an effect, the way ten
// pages once did, and the query-based way that replaced it: the first must fail lint, the second pass.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const RULE = 'storycanvas/no-server-state-in-effect';
let eslint: ESLint;

async function ruleErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('server state is not loaded in an effect', { timeout: 60_000 }, () => {
  it.each([
    [
      'a data operation called in useEffect',
      'src/features/discover/components/lint-probe.tsx',
      `import { useEffect, useState } from 'react';
import { listPublicStories } from '../data/list-public-stories';
export function Probe() {
  const [stories, setStories] = useState<unknown>(null);
  useEffect(() => {
    let cancelled = false;
    void listPublicStories({ search: '', genre: null, sort: 'newest', page: 0 }).then((loaded) => {
      if (!cancelled) setStories(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return stories ? null : null;
}
`,
    ],
    [
      'a Supabase table read in useEffect',
      'src/routes/lint-probe.tsx',
      `import { useEffect } from 'react';
import { getSupabaseClient } from '@/lib/supabase-client';
export function Probe() {
  useEffect(() => {
    void getSupabaseClient().then((client) => client.from('stories').select('id'));
  }, []);
  return null;
}
`,
    ],
    [
      'an RPC in useLayoutEffect',
      'src/app/lint-probe.tsx',
      `import { useLayoutEffect } from 'react';
import { getSupabaseClient } from '@/lib/supabase-client';
export function Probe() {
  useLayoutEffect(() => {
    void getSupabaseClient().then((client) => client.rpc('get_feedback_stats'));
  }, []);
  return null;
}
`,
    ],
    [
      'fetch in useEffect',
      'src/features/pricing/lint-probe.tsx',
      `import { useEffect } from 'react';
export function Probe() {
  useEffect(() => {
    void fetch('/api/config');
  }, []);
  return null;
}
`,
    ],
    [
      'a read handed to .then in useEffect',
      'src/features/admin/components/lint-probe.tsx',
      `import { useEffect, useState } from 'react';
import { getSupabaseClient } from '@/lib/supabase-client';
import { listUsers } from '../data/list-users';
export function Probe() {
  const [users, setUsers] = useState<unknown>(null);
  useEffect(() => {
    void getSupabaseClient().then(listUsers).then(setUsers);
  }, []);
  return users ? null : null;
}
`,
    ],
    [
      'a same-file function that reads, called in useEffect',
      'src/features/admin/components/lint-probe.tsx',
      `import { useEffect } from 'react';
import { getSupabaseClient } from '@/lib/supabase-client';
async function readPanel() {
  const client = await getSupabaseClient();
  return client.rpc('admin_dashboard_stats');
}
export function Probe() {
  useEffect(() => {
    void readPanel();
  }, []);
  return null;
}
`,
    ],
  ])('reports %s', async (_name, filePath, code) => {
    expect(await ruleErrors(filePath, code)).toHaveLength(1);
  });

  it('passes the query-based page, a write started from an effect and Array.from', async () => {
    const errors = await ruleErrors(
      'src/features/characters/components/lint-probe.tsx',
      `import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listCharactersQueryOptions } from '../data/list-characters';
import { saveCharacter } from '../data/save-character';
export function Probe({ userId }: { userId: string }) {
  const { data } = useQuery(listCharactersQueryOptions(userId));
  useEffect(() => {
    if (data?.length === 0)
      void saveCharacter(userId, { name: 'Pip', role: 'sidekick', description: '', traits: [] });
    Array.from(data ?? []);
  }, [data, userId]);
  return null;
}
`,
    );
    expect(errors).toEqual([]);
  });
});
