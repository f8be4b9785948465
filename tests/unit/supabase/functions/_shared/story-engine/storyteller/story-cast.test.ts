// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseStoryRequest } from '@shared/story-engine/index.ts';
import { tellStorySegment } from '@shared/story-engine/storyteller/index.ts';
import { checkText } from '@shared/safety/index.ts';
import { tellWholeStory } from '../../../../../../support/tell-whole-story.ts';

const sentencesOf = (text: string) => text.split(/(?<=[.!?]["”]?)\s+/);

describe('the cast in a told story', () => {
  const lily = tellWholeStory(
    'A little girl named Lily and her puppy build a blanket fort and have a pillow fight before bed',
    '4-6',
    'bedtime',
  );

  it('keeps the puppy Lily named in her idea in every part, and invents no other companion', () => {
    expect(lily.filter((part) => /\bpuppy\b/i.test(part))).toHaveLength(6);
    expect(lily.join(' ')).not.toMatch(/teddy|night owl|sleepy cat/i);
  });

  it('meets the puppy as hers before it does anything: "her puppy" comes first, "the puppy" after', () => {
    const mentions = lily.flatMap(sentencesOf).filter((sentence) => /\bpuppy\b/i.test(sentence));
    expect(mentions[0]).toMatch(/\bher puppy\b/i);
    expect(lily[0]?.indexOf('Lily')).toBeLessThan(lily[0]?.search(/\bpuppy\b/i) ?? -1);
  });

  it('brings an invented companion in with "a" before calling it "the"', () => {
    const parts = tellWholeStory(
      'A knight named Elric seeks the lost crown of the mountain kings',
      '7-9',
      'epic-fantasy',
    );
    // After the first part the companion is called by its head: "the wolf".
    const companion = /\b(squire|dwarf|wolf)\b/i;
    const mentions = parts.flatMap(sentencesOf).filter((sentence) => companion.test(sentence));
    expect(mentions.length).toBeGreaterThanOrEqual(4);
    expect(mentions[0]).toMatch(/\ba (loyal squire|grumpy dwarf|silver wolf)\b/i);
  });

  it('keeps a named sibling as the companion and Omar as the hero', () => {
    const parts = tellWholeStory(
      'Omar and his little sister Hana find a secret door in the garden',
      '7-9',
      'adventure',
    );
    expect(parts.filter((part) => /\bHana\b/.test(part)).length).toBeGreaterThanOrEqual(4);
    expect(parts[0]).toMatch(/\bhis little sister Hana\b/i);
    expect(parts.join(' ')).not.toMatch(/\bHana (was a|had one wish)/);
  });

  it('keeps every companion of a group in the story, brought in together, each with their own words', () => {
    const parts = tellWholeStory(
      'Baraka must carry the last seed across the Ash Mountains with his friend Zuri and a talking hawk called Kito',
      '7-9',
      'epic-fantasy',
    );
    expect(
      parts.filter((part) => /\bZuri\b/.test(part) && /\bKito\b/.test(part)).length,
    ).toBeGreaterThanOrEqual(4);
    expect(parts[0]).toMatch(/\bhis friend Zuri and a talking hawk called Kito\b/);
    expect(parts.join(' ')).not.toMatch(/\bMountains (was a|had one wish)/);
  });

  it('calls a grandpa with no name "Grandpa" once met, after meeting him as "his grandpa"', () => {
    const parts = tellWholeStory('Kofi and his grandpa plant a tree in the park', '4-6', 'values');
    const mentions = parts.flatMap(sentencesOf).filter((sentence) => /\bgrandpa\b/i.test(sentence));
    expect(mentions[0]).toMatch(/\bhis grandpa\b/i);
    expect(mentions.slice(1).some((sentence) => /\bGrandpa\b/.test(sentence))).toBe(true);
    expect(parts.join(' ')).not.toMatch(/\bthe grandpa\b/i);
  });

  it('never makes a companion going along the thing the hero wants', () => {
    const parts = tellWholeStory(
      'lily and her puppy biscuit go to the beach to find shells',
      '4-6',
      'adventure',
    );
    expect(parts.join(' ')).not.toMatch(/find the (puppy|biscuit)/i);
    expect(parts.join(' ')).toMatch(/\bshells\b/);
    expect(parts.filter((part) => /\bBiscuit\b/.test(part)).length).toBeGreaterThanOrEqual(4);
  });

  it('never speaks of clues in the ending of a story that was no mystery', () => {
    expect(lily[5]).not.toMatch(/\bclues\b/i);
  });
});

describe('a mystery from the idea', () => {
  const parts = tellWholeStory(
    'Somebody has been swapping the labels on every jar in the village bakery',
    '10-12',
    'mystery',
    [{ name: 'Agatha', role: 'protagonist' }],
  );
  const story = parts.join(' ');

  it('sets the detective on finding out who swapped the labels, never on swapping them', () => {
    // The mystery opens with what was done, and the detective sets out to find out who did it.
    expect(story).toMatch(/Someone had swapped the labels[^]*find out who had done it/);
    expect(story).not.toMatch(/Agatha (would|wanted to) swap/);
    expect(story).not.toMatch(/\bthe labels (was|were) gone\b/);
  });

  it('names a culprit in the ending who is not the detective', () => {
    const named = /\b(?:It was|The answer was) ([^.,!?"”]+)/.exec(parts[5] ?? '');
    expect(named?.[1]).toBeTruthy();
    expect(named?.[1]).not.toMatch(/Agatha/);
  });

  it('names the culprit the idea gave: the raccoon, not a suspect of its own', () => {
    const raccoon = tellWholeStory(
      'A raccoon keeps stealing the pies from the bakery window and Detective Rosa wants to catch it',
      'teen',
      'mystery',
    );
    expect(raccoon[5]).toMatch(/\bthe raccoon\b/i);
    expect(raccoon[5]).not.toMatch(/\b(?:It was|The answer was) Rosa\b/);
  });
});

describe('the idea’s own place and situation', () => {
  it('tells a show-jumping idea at the show ground, with no seaside sights and no journey', () => {
    const parts = tellWholeStory(
      'Maya and her horse Pepper ride in the county show jumping final',
      'teen',
      'adventure',
    );
    const story = parts.join(' ');
    expect(story).not.toMatch(/palm trees|rusty anchor|shipwreck|lighthouse|crashing waves/i);
    expect(story).toMatch(/show ground|jumping course|warm-up ring|stable block|practice fence/i);
    expect(story).not.toMatch(/\bset off\b|\broad to\b|\bwalked home\b/i);
    expect(parts.filter((part) => /\bPepper\b/.test(part)).length).toBeGreaterThanOrEqual(4);
  });

  it('keeps a teaching idea a lesson with the child, and adds no stock helper beside her', () => {
    const parts = tellWholeStory(
      'a grandfather, Tomasz, teaching his granddaughter Ola to ride a bike in the park',
      'adult',
      'values',
    );
    const story = parts.join(' ');
    expect(parts.filter((part) => /\bOla\b/.test(part)).length).toBeGreaterThanOrEqual(4);
    expect(story).not.toMatch(/best friend|came along to help|police station/i);
    expect(parts[5]).toMatch(/teach Ola to ride the bike/);
  });

  it('names in the ending the culprit the idea gives away, never a stock suspect in their place', () => {
    const parts = tellWholeStory(
      'the class trophy vanished from the hall on sports day and Leila and her friend Tom find out it was the groundsman Mr Hobbs',
      '10-12',
      'mystery',
    );
    expect(parts[5]).toMatch(/\bthe groundsman Mr Hobbs\b/);
    expect(parts[5]).not.toMatch(
      /\bThe answer was (?:the baker|a magpie|the gardener|the old cat)\b/,
    );
  });

  it('sets up the three choices a part ends with inside the part, so the choice follows from it', () => {
    const parsed = parseStoryRequest({
      age: '10-12',
      genre: 'adventure',
      prompt: 'Ngozi and her grandpa Emeka sail down the river to find the lost city',
      characters: [],
      history: [],
      path: [],
      choice: '',
      finish: false,
      story_id: '00000000-0000-4000-8000-000000000029',
    });
    if (!parsed.ok) throw new Error(parsed.message);
    const segment = tellStorySegment(parsed.request, checkText);
    expect(segment.choices).toHaveLength(3);
    for (const choice of segment.choices)
      expect(segment.segment_text.toLowerCase()).toContain(
        (choice.split(' ').pop() as string).toLowerCase(),
      );
  });
});
