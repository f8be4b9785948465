// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listNarrationVoices, pickOfflineVoice } from '@/features/narration/list-narration-voices';

const voice = (name: string, lang: string, localService: boolean, isDefault = false) =>
  ({
    name,
    lang,
    localService,
    default: isDefault,
    voiceURI: `uri:${name}`,
  }) as SpeechSynthesisVoice;

const voices = [
  voice('Google UK English', 'en-GB', false),
  voice('Daniel', 'en-GB', true),
  voice('Amélie', 'fr-CA', true),
  voice('Samantha', 'en-US', true, true),
  voice('Google US English', 'en-US', false),
];

describe('listNarrationVoices', () => {
  it('lists the story language’s voices, default first, then those that work offline', () => {
    expect(listNarrationVoices(voices, 'en-US').map((v) => [v.name, v.worksOffline])).toEqual([
      ['Samantha', true],
      ['Daniel', true],
      ['Google UK English', false],
      ['Google US English', false],
    ]);
  });

  it('picks an offline voice when the chosen one needs the network', () => {
    const list = listNarrationVoices(voices, 'en');
    expect(pickOfflineVoice(list, 'uri:Google UK English')?.name).toBe('Samantha');
    expect(pickOfflineVoice(list, 'uri:Daniel')?.name).toBe('Daniel');
    expect(
      pickOfflineVoice(listNarrationVoices([voice('Cloud', 'en-US', false)]), null),
    ).toBeUndefined();
  });
});
