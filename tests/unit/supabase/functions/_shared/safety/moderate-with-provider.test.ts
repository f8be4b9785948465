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

  it('sends {model, input} without blank texts and answers the flagged categories', async () => {
    const categories = await moderateWithProvider(['A kind owl.', '  ', 'You fool.'], {
      baseUrl: provider.baseUrl,
      model: 'omni-moderation-latest',
    });
    expect(categories).toEqual(['harassment']);
    expect(provider.requests.at(-1)).toEqual({
      path: '/v1/moderations',
      body: { model: 'omni-moderation-latest', input: ['A kind owl.', 'You fool.'] },
    });
  });

  it('asks nothing when there is no text to judge', async () => {
    const before = provider.requests.length;
    expect(
      await moderateWithProvider(['', ' '], { baseUrl: provider.baseUrl, model: 'm' }),
    ).toEqual([]);
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

describe('moderationRefuses holds flags to the reader’s age', () => {
  it('refuses anything flagged for readers of 12 or under', () => {
    for (const age of ['4-6', '7-9', '10-12'] as const) {
      expect(moderationRefuses(['violence'], age)).toBe(true);
      expect(moderationRefuses(['harassment'], age)).toBe(true);
    }
  });

  it('lets a teen read violence but never sexual content, hate or self-harm instructions', () => {
    expect(moderationRefuses(['violence'], 'teen')).toBe(false);
    expect(moderationRefuses(['violence/graphic'], 'teen')).toBe(true);
    expect(moderationRefuses(['violence/graphic'], 'adult')).toBe(false);
    for (const category of ['sexual', 'sexual/minors', 'hate', 'self-harm/instructions', 'new'])
      expect(moderationRefuses([category], 'adult')).toBe(true);
  });

  it('refuses nothing when nothing is flagged', () => {
    expect(moderationRefuses([], '4-6')).toBe(false);
  });
});
