// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AgeId } from '@shared/story-engine/index.ts';
import { readBedtimeImage } from '@shared/story-engine/storyteller/bedtime/read-bedtime-image.ts';
import { animalHabitat } from '@shared/story-engine/storyteller/bedtime/animal-hero.ts';
import { tellStoryAlongChoices } from '../../../../../../../support/tell-story-along-choices.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

const WHALE = 'a whale singing to her baby under the northern lights';
// What only a person has, does or sleeps in.
const PEOPLE_THINGS = /\b(hands?|fingers?|pillows?|beds?|bunk|blankets?|pyjamas|slippers|teddy)\b/i;

function tellBedtime(prompt: string, age: AgeId, pick = 0) {
  return tellStoryAlongChoices({
    age,
    genre: 'bedtime',
    parts: 6,
    pick: () => pick,
    request: { prompt, characters: [], story_id: '00000000-0000-4000-8000-000000000229' },
  }).map((segment) => segment.segment_text);
}

describe('a bedtime idea keeps its picture', () => {
  it('reads what the hero is doing and where', () => {
    expect(readBedtimeImage(WHALE)).toMatchObject({
      doing: 'singing to her baby',
      did: 'sang to her baby',
      scene: 'under the northern lights',
    });
    expect(readBedtimeImage('a bear cub dreaming of honey in his cosy den')).toMatchObject({
      did: 'dreamed of honey',
      scene: 'in his cosy den',
    });
    expect(readBedtimeImage('a sleepy owl who cannot sleep')).toBeNull();
    // The picture ends where its clause ends; what the idea asks next is never told as the picture.
    expect(
      readBedtimeImage(
        'leo is learning to swim tomorrow and hes scared, bedtime story with his mum at the pool pls',
      ),
    ).toMatchObject({ doing: 'learning to swim', did: 'learned to swim', scene: null });
    // The hero is finding; "talking" only describes the seal.
    expect(readBedtimeImage('A lighthouse keeper finds a talking seal')).toBeNull();
    expect(readBedtimeImage('A talking seal sings to the moon')).toBeNull();
  });

  it('never reads what the story is for, or a kind of trip, as what the hero is doing', () => {
    // Was "Jamal was camping trip where Jamal and his dad listen…" and "Tove was reading to my partner".
    expect(
      readBedtimeImage(
        'the sleepy camping trip where Jamal and his dad listen to the crickets from the tent',
      ),
    ).toBeNull();
    expect(
      readBedtimeImage('sleepy camping story - Tariq and his dad in a tent listening to the rain'),
    ).toMatchObject({ doing: 'listening to the rain' });
    expect(
      readBedtimeImage('a gentle story for winding down: Maren counts the ships coming home'),
    ).toBeNull();
    expect(
      readBedtimeImage('the moon saying goodnight to all the animals on the farm'),
    ).toMatchObject({ doing: 'saying goodnight to all the animals', scene: 'on the farm' });
  });

  it('lies awake as a dreamer when grown up, never as a little one', () => {
    for (const age of ['teen', 'adult'] as const) {
      const text = tellBedtime(
        'a calm bedtime story for adults: Astrid rows across a still lake under all the stars',
        age,
      ).join(' ');
      expect(text).toMatch(/Astrid(, an?| the)( \w+)? dreamer/);
      expect(text).not.toMatch(/little one/);
    }
    expect(tellBedtime('a calm bedtime story about Henrik', '4-6').join(' ')).not.toMatch(
      /dreamer/,
    );
  });

  it('tells the picture’s clause in part 1, never the rest of the prompt', () => {
    const [first = ''] = tellBedtime(
      'leo is learning to swim tomorrow and hes scared, bedtime story with his mum at the pool pls',
      '4-6',
    );
    expect(first, first).toMatch(/^Leo was learning to swim\./);
    expect(first, first).not.toMatch(/\b(pls|hes|bedtime story)\b/i);
  });

  it('tells an idea with no picture, opened by the wizard’s first bedtime opening, in whole sentences, whatever the story id', () => {
    const opening = 'The moon forgot to rise, and someone had to wake it.';
    for (let n = 0; n < 40; n += 1) {
      const [first] = tellStoryAlongChoices({
        age: '4-6',
        genre: 'bedtime',
        parts: 2,
        request: {
          prompt: 'A lighthouse keeper finds a talking seal',
          starting_point: opening,
          characters: [],
          story_id: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
        },
      });
      const text = first?.segment_text ?? '';
      expect(text, text).toMatch(/lighthouse/i);
      // Each sentence opens with a capital and the opening is told once, as written.
      expect(text.split(opening).length - 1, text).toBe(1);
      expect(text, text).not.toMatch(/[a-z] [A-Z][a-z]+ (moon|forgot)\b/);
    }
  });

  it.each(['4-6', '7-9', 'teen'] as const)(
    'at %s, the whale sings under the northern lights from the first part to the last',
    (age) => {
      for (const pick of [0, 1, 2]) {
        const parts = tellBedtime(WHALE, age, pick);
        if (age === '4-6') {
          // Too long for one of a young reader's sentences: where first, then what she is doing.
          expect(parts[0]).toMatch(
            /the whale was under the northern lights\. She was singing to her baby\./,
          );
          expect(parts[5]).toMatch(/sang to her baby under the northern lights\. Then it was time/);
        } else {
          expect(parts[0]).toMatch(/the whale was singing to her baby under the northern lights/);
          expect(parts[5]).toMatch(/sang to her baby one last time under the northern lights/);
        }
        // It ends asleep, with nothing told after it.
        expect(parts[5]).toMatch(/fast asleep too\.$/);
      }
    },
  );
});

describe('an animal hero is never given what only a person has', () => {
  it.each([
    [WHALE, 'sea'],
    ['a bunny counting stars in the meadow', 'land'],
    ['a little owl who is afraid of the dark', 'land'],
  ])('"%s": no hands, pillows or beds in any part, on any path', (prompt) => {
    for (const age of ['4-6', '7-9', '10-12', 'adult'] as const)
      for (const pick of [0, 1, 2]) {
        const story = tellBedtime(prompt, age, pick).join(' ');
        expect(story, `${age}, choice ${pick}`).not.toMatch(PEOPLE_THINGS);
      }
  });

  it('knows a whale from a girl', () => {
    expect(animalHabitat('whale')).toBe('sea');
    expect(animalHabitat('baby owl')).toBe('land');
    expect(animalHabitat('girl')).toBeNull();
    expect(animalHabitat('little one')).toBeNull();
  });
});

describe('the scene a bedtime idea paints is told as English writes it', () => {
  it('a country typed in lower case keeps its capital', () => {
    const story = tellWholeStory(
      'bedtime story about a baby turtle counting stars on the beach in samoa with his nana',
      '7-9',
      'bedtime',
    ).join('\n');
    expect(story).toContain('in Samoa');
    expect(story).not.toMatch(/\bsamoa\b/);
  });
});

describe('a grown-up’s bedtime picture, after what only asks for the story', () => {
  it('tells “a woman named Maj on the night ferry watching the island lights go by” from the start', () => {
    const told = tellWholeStory(
      'a quiet story for grown ups who cant sleep, a woman named Maj on the night ferry out of Stockholm watching the island lights go by',
      'adult',
      'bedtime',
    );
    expect(told[0]).toMatch(/^Maj was watching the island lights go by\./);
    expect(told[5]).toMatch(/watched the island lights go by/);
  });

  it('leaves what a train or a ferry is doing to the train, and keeps what the one aboard does', () => {
    expect(
      readBedtimeImage('a slow story about a night train crossing the Alps, told by Anselm'),
    ).toBeNull();
    expect(
      readBedtimeImage('Elif on a night ferry watching the lights of the coast go by'),
    ).toMatchObject({
      verb: 'watch',
    });
  });
});

describe('a doing the lexicon files as describing', () => {
  it('is the picture when what it is done to follows: "mending his nets", "closing up his stall"', () => {
    expect(
      readBedtimeImage('an old fisherman named Sefa mending his nets while the tide comes in'),
    ).toMatchObject({
      doing: 'mending his nets',
      verb: 'mend',
    });
    expect(
      readBedtimeImage(
        'a tea seller named Pemba closing up his stall in Darjeeling as the mist rolls in',
      ),
    ).toMatchObject({ doing: 'closing up his stall in Darjeeling as the mist rolls in' });
  });

  it('is no picture where it only describes the story, nor where a boat is doing it', () => {
    expect(readBedtimeImage('a slow soothing story about a woman in Cairo')).toBeNull();
    expect(
      readBedtimeImage('a narrowboat drifting down a canal in autumn with a man called Desmond'),
    ).toBeNull();
  });

  it('tells the old fisherman mending his nets by the sea, never climbing a pillow mountain', () => {
    const story = tellWholeStory(
      'something slow for me to fall asleep to. an old fisherman named Sefa mending his nets while the tide comes in',
      'adult',
      'bedtime',
    );
    expect(story[0]).toMatch(/^Sefa was mending his nets\./);
    expect(story.join(' ')).not.toMatch(/pillow mountain|blanket bridge|shy teddy/);
  });
});

describe('a bedtime idea that opens by asking for the story', () => {
  it('paints the picture of its second sentence, by the harbour, never in the hospital it is read in', () => {
    const story = tellWholeStory(
      'BEDTIME: something gentle to read to my husband in hospital. an old fisherman called Seamus and his dog walking along the harbour at dawn',
      'adult',
      'bedtime',
    );
    expect(story[0]).toMatch(/^Seamus was walking along the harbour at dawn\./);
    expect(story.join(' ')).not.toMatch(/\b(ward|nurse|patient|kennels)\b/);
  });

  it('paints nothing the hero is not doing: "not sleeping well"', () => {
    expect(
      readBedtimeImage('he is worried about her and not sleeping well, something gentle'),
    ).toBeNull();
  });
});
