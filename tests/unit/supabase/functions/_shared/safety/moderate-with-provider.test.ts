// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderateWithProvider, moderationRefuses } from '@shared/safety/moderate-with-provider.ts';
import {
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../../../../../support/scripted-openai-server.ts';

describe('moderateWithProvider speaks the OpenAI moderation protocol', () => {
  let provider: ScriptedOpenAiServer;
  beforeAll(async () => {
    provider = await startScriptedOpenAiServer({
      moderate: (text) => (text.includes('fool') ? ['harassment'] : []),
    });
  });
  afterAll(() => provider.close());

  it('sends {model, input} without blank texts and answers each category’s highest score', async () => {
    const scores = await moderateWithProvider(['A kind owl.', '  ', 'You fool.'], {
      baseUrl: provider.baseUrl,
      model: 'omni-moderation-latest',
    });
    expect(scores.harassment).toBe(0.91);
    expect(scores.violence).toBe(0.00012);
    expect(provider.requests.at(-1)).toEqual({
      path: '/v1/moderations',
      body: { model: 'omni-moderation-latest', input: ['A kind owl.', 'You fool.'] },
    });
  });

  it('asks nothing when there is no text to judge', async () => {
    const before = provider.requests.length;
    expect(
      await moderateWithProvider(['', ' '], { baseUrl: provider.baseUrl, model: 'm' }),
    ).toEqual({});
    expect(provider.requests.length).toBe(before);
  });

  it('throws when the endpoint fails, so a failure is never read as safe', async () => {
    const unmoderated = await startScriptedOpenAiServer();
    await expect(
      moderateWithProvider(['A kind owl.'], { baseUrl: unmoderated.baseUrl, model: 'm' }),
    ).rejects.toThrow('The moderation endpoint answered 500');
    await unmoderated.close();
  });
});

describe('moderationRefuses reads the provider’s scores through the harm policy', () => {
  it('keeps violence the provider scores from readers up to 7–9, not from 10–12 or a teen', () => {
    for (const age of ['4-6', '7-9'] as const)
      expect(moderationRefuses({ violence: 0.91 }, age)).toBe('violence and weapons');
    for (const age of ['10-12', 'teen'] as const)
      expect(moderationRefuses({ violence: 0.91 }, age)).toBeNull();
  });

  it('counts a lower score for the youngest readers, where a miss costs most', () => {
    expect(moderationRefuses({ 'self-harm': 0.25 }, '4-6')).toBe('death and self-harm');
    expect(moderationRefuses({ 'self-harm': 0.25 }, 'teen')).toBeNull();
    expect(moderationRefuses({ 'self-harm': 0.6 }, 'teen')).toBe('death and self-harm');
    expect(moderationRefuses({ 'self-harm': 0.6 }, 'adult')).toBeNull();
    expect(moderationRefuses({ violence: 0.05 }, '4-6')).toBeNull();
  });

  it('keeps sexual content, hate and anything new from every reader, graphic violence up to teen', () => {
    for (const category of ['sexual', 'sexual/minors', 'hate', 'self-harm/instructions', 'new'])
      expect(moderationRefuses({ [category]: 0.9 }, 'adult')).not.toBeNull();
    expect(moderationRefuses({ 'violence/graphic': 0.9 }, 'teen')).toBe('gore');
    expect(moderationRefuses({ 'violence/graphic': 0.9 }, 'adult')).toBeNull();
  });

  it('refuses nothing when nothing scores', () => {
    expect(moderationRefuses({}, '4-6')).toBeNull();
  });
});
