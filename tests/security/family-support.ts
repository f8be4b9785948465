// What the family security tests share: a function called as a user, the Family plan, a child
// added and a story written in their profile as the parent's client sends them, a parent with a
// child and a PIN beside another user, and Discover's list.
import { expect, inject } from 'vitest';
import { storyVersion } from '@shared/family/story-version.ts';
import {
  serviceClient,
  signUpTestUser,
  visitorClient,
  withoutSchema,
  type TestUser,
} from '../integration/support/test-users.ts';

type Row = Record<string, unknown>;

export interface FunctionAnswer {
  status: number;
  body: Record<string, unknown>;
  text: string;
}

/** A function called as the user, with the grown-up proof beside the session when one is given. */
export async function callFunction(
  name: string,
  token: string,
  body: Row,
  grownUpProof?: string,
): Promise<FunctionAnswer> {
  const stack = inject('stack');
  const response = await fetch(`${stack.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...(grownUpProof ? { 'x-grown-up-proof': grownUpProof } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown>, text };
}

export async function onFamilyPlan(user: TestUser): Promise<void> {
  const { error } = await serviceClient()
    .from('subscribers')
    .upsert({ user_id: user.user.id, subscribed: true, subscription_tier: 'Family' });
  expect(error).toBeNull();
}

export async function addChild(user: TestUser, name: string, band = '4-6'): Promise<string> {
  const { data, error } = await withoutSchema(user.client)
    .from('child_profiles')
    .insert({ user_id: user.user.id, display_name: name, avatar: 'fox', reading_band: band })
    .select('id')
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

/** A story with one part, written in a child's profile or (null) outside any, as the parent's client sends it. */
export async function writeStory(user: TestUser, childId: string | null): Promise<string> {
  const id = crypto.randomUUID();
  const story = await withoutSchema(user.client).from('stories').insert({
    id,
    user_id: user.user.id,
    title: 'The fox and the red kite',
    target_age: '4-6',
    child_profile_id: childId,
  });
  expect(story.error).toBeNull();
  const part = await user.client
    .from('story_segments')
    .insert({ id: crypto.randomUUID(), story_id: id, segment_text: 'The fox found a red kite.' });
  expect(part.error).toBeNull();
  return id;
}

export async function isListed(storyId: string): Promise<boolean> {
  const { data } = await visitorClient().from('public_stories').select('id').eq('id', storyId);
  return (data ?? []).length === 1;
}

/** The version of a story its parent reads, as the parent's device works it out from what it pulls. */
export async function readAsParent(user: TestUser, storyId: string): Promise<string> {
  const story = await user.client
    .from('stories')
    .select('title, description')
    .eq('id', storyId)
    .single();
  const parts = await user.client
    .from('story_segments')
    .select(
      'id, parent_segment_id, segment_text, choices, triggering_choice_text, image_url, deleted_at',
    )
    .eq('story_id', storyId);
  expect(story.error ?? parts.error).toBeNull();
  return storyVersion(story.data!, parts.data!);
}

export interface Family {
  parent: TestUser;
  other: TestUser;
  childId: string;
}

/** A parent on the Family plan with one child (Mia, 4–6) and the PIN set, and another user. */
export async function setUpFamily(pin: string): Promise<Family> {
  const [parent, other] = await Promise.all([
    signUpTestUser('family-parent'),
    signUpTestUser('family-other'),
  ]);
  await onFamilyPlan(parent);
  const childId = await addChild(parent, 'Mia');
  expect(
    (await callFunction('parent-pin', parent.accessToken, { action: 'set', pin })).status,
  ).toBe(200);
  return { parent, other, childId };
}
