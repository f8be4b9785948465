// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkSegment } from '@shared/safety/index.ts';
import { AGE_IDS, type AgeId } from '@shared/story-engine/index.ts';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellStoryAlongChoices } from '../../../../../../../support/tell-story-along-choices.ts';

// The stock dilemma a values story fell back to, whatever the idea was about.
const STOCK_DILEMMA = /\b(wallet|coins|lost property|hard choice)\b/i;

const tellSegments = (prompt: string, age: AgeId) =>
  tellStoryAlongChoices({
    age,
    genre: 'values',
    parts: 6,
    request: { prompt, characters: [], story_id: '00000000-0000-4000-8000-000000000229' },
  });

const tell = (prompt: string, age: AgeId) =>
  tellSegments(prompt, age).map((segment) => segment.segment_text);

const TROUBLES = [
  'Tomasz and his cousin Piotr fell out last summer and must learn to forgive each other',
  'Bartek keeps winning at draughts and bragging about it, until his sister beats him',
  'Kwame is too shy to play with the others at nursery',
  'Ngozi wants to join the football team but is scared to tell her mum',
];

describe("a values idea about the hero's own trouble is told as that trouble", () => {
  it.each([
    [
      'Tomasz and his cousin Piotr fell out last summer and must learn to forgive each other',
      '7-9',
      /\bTomasz and his cousin Piotr were not speaking\b/,
      /\bTomasz and Piotr forgave each other\b/,
    ],
    [
      'A story about forgiveness: two old friends, Rosa and Imelda, meet again after twenty years',
      'adult',
      /\bRosa and her friend Imelda had not spoken\b/,
      /\bRosa and Imelda forgave each other\b/,
    ],
    [
      'Bartek keeps winning at draughts and bragging about it, until his sister beats him',
      '10-12',
      /\bwon at draughts again\b/,
      /\bWinning well\b/,
    ],
    [
      'Kwame is too shy to play with the others at nursery',
      '4-6',
      /\bfelt shy at nursery\b/,
      /\bjoined in\b/,
    ],
    [
      'Ngozi wants to join the football team but is scared to tell her mum',
      'teen',
      /\bhad to tell her mum\b/,
      /\bAt last (she|Ngozi) told her mum\b/,
    ],
  ] as const)('%s', (prompt, age, problem, resolved) => {
    const parts = tell(prompt, age);
    const story = parts.join(' ');
    expect(story).not.toMatch(STOCK_DILEMMA);
    // The idea's problem is told in the first part and resolved in the last.
    expect(parts[0]).toMatch(problem);
    expect(parts[5]).toMatch(resolved);
  });

  it('tells a hero who did the wrong owning up to the one it was done to', () => {
    const parts = tell(
      "a little fox knocked over the badger's tower of stones and is scared to say sorry",
      '4-6',
    );
    expect(parts.join(' ')).not.toMatch(STOCK_DILEMMA);
    expect(parts[0]).toMatch(/\bhad to (tell the truth|say sorry)\b/);
    expect(parts.filter((part) => /\bthe badger\b/i.test(part)).length).toBeGreaterThanOrEqual(4);
    expect(parts[5]).toMatch(/\b(told the truth|said sorry)\b/);
  });

  it('tells the dream the hero wants to tell someone about, for older readers', () => {
    const parts = tell(
      'Ngozi wants to join the football team but is scared to tell her mum',
      'teen',
    );
    expect(parts[0]).toMatch(/wanted to join the football team/);
  });

  it('never makes a quality a companion', () => {
    const prompt = 'a story about being kind for Nia who is new at playgroup and feels shy';
    const story = tell(prompt, '4-6').join(' ');
    // "The kind gave a big cheer": a companion made of a quality, which no child could picture.
    expect(story).not.toMatch(
      /\b[Tt]he kind (gave|was|smiled|said|helped|ran|thought|nodded|looked|stayed|laughed|held|clapped)\b/,
    );
    expect(understandIdea(prompt).companions).toEqual([]);
  });
});

describe('the trouble stories pass the safety gate', () => {
  it.each(AGE_IDS)('at %s', (age) => {
    const refused = TROUBLES.flatMap((prompt) =>
      tellSegments(prompt, age).flatMap((segment, part) =>
        checkSegment(segment, age).ok ? [] : [`${prompt} ${part}: ${segment.segment_text}`],
      ),
    );
    expect(refused).toEqual([]);
  });
});

describe('the hard thing to say, told in the story’s past', () => {
  it('backshifts what is to be told: "that she was closing the shop", "he wanted to quit"', () => {
    const farida = tell(
      'Farida has to tell her oldest friend that she is closing the shop they built together',
      'adult',
    )[0];
    expect(farida).toMatch(/tell her oldest friend that she was closing the shop/);
    expect(farida).not.toMatch(/she is closing/);
    const sam = tell('Sam is scared to tell his dad he wants to quit football', '10-12')[0];
    expect(sam).toMatch(/tell his dad he wanted to quit football/);
  });
});

describe('a sorry the hero owes', () => {
  it.each([
    [
      'Hamid has to say sorry to his friend Omar for forgetting his birthday',
      'say sorry to his friend Omar',
    ],
    ['Lucia needs to apologise to her sister for breaking her doll', 'apologise to her sister'],
  ])('is the hard thing to do in %s, never a want to forget or break', (prompt, step) => {
    const first = tell(prompt, '7-9')[0] ?? '';
    expect(first).toContain(`had to ${step}`);
    expect(first).not.toMatch(/should (forget|break)/);
  });
});
