// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { drawProceduralIllustration, placeOfPhrase } from '@common/illustration/index.ts';
import { parseStoryRequest, type StoryRequestInput } from '@shared/story-engine/index.ts';
import { tellStorySegment } from '@shared/story-engine/storyteller/index.ts';
import { checkText } from '@shared/safety/index.ts';

const base: StoryRequestInput = {
  age: '7-9',
  genre: 'adventure',
  prompt: 'A brave girl named Zora looks for her lost kite on a windy hill',
};

function tell(input: StoryRequestInput) {
  const parsed = parseStoryRequest(input);
  if (!parsed.ok) throw new Error(parsed.message);
  return tellStorySegment(parsed.request, checkText);
}

/**
 * Tells the opening and then one part per pick (0 brave, 1 clever, 2 kind, or a typed choice),
 * and draws each part's picture from its text and image prompt, as the app does.
 */
function tellAndDraw(picks: readonly (number | string)[]) {
  const history: string[] = [];
  const path: string[] = [];
  let choice = '';
  const parts = [];
  for (let index = 0; index <= picks.length; index += 1) {
    const segment = tell({ ...base, history: history.slice(-4), path, choice });
    const picture = drawProceduralIllustration({
      genre: base.genre,
      age: base.age,
      text: segment.segment_text,
      imagePrompt: segment.image_prompt,
      part: index + 1,
    });
    parts.push({ choice, segment, picture });
    history.push(segment.segment_text);
    if (choice) path.push(choice);
    const pick = picks[index];
    choice = typeof pick === 'string' ? pick : (segment.choices[pick ?? 0] ?? '');
  }
  return parts;
}

/** "Ask the lighthouse keeper" → "lighthouse keeper"; "Look at the boot prints" → "boot prints". */
const objectOf = (choice: string) =>
  choice.replace(/^\S+( to| up| at| into| under)? the /i, '').toLowerCase();

describe('writePicturePrompt (what each part’s picture shows)', () => {
  it('shows the helper a part meets: two parts meeting different helpers show different helpers', () => {
    const [, second, third] = tellAndDraw([2, 2]);
    for (const part of [second, third]) {
      const helper = objectOf(part?.choice ?? '');
      expect(part?.segment.segment_text.toLowerCase()).toContain(helper);
      expect(part?.segment.image_prompt).toContain(`with the ${helper} near`);
      expect(part?.picture.scene.companionWords).toBe(helper);
      expect(part?.picture.alt).toMatch(new RegExp(`and (an? )?${helper} with`));
      expect(part?.picture.alt).not.toMatch(/\ban? \w+s with/);
    }
    // Both helpers on the hill are people (the walkers, the tired walker): the words differ, and so does the drawing.
    expect(second?.picture.scene.companionWords).not.toBe(third?.picture.scene.companionWords);
    expect(second?.picture.alt).not.toBe(third?.picture.alt);
    expect(second?.picture.svg).not.toBe(third?.picture.svg);
  });

  it('keeps the helper met at the hero’s side in later parts, as the text says', () => {
    const [, met, later] = tellAndDraw([2, 1]);
    const helper = objectOf(met?.choice ?? '');
    // Once met, the story names the helper by its head noun ("the seal" for "the trapped seal").
    const head = helper.split(' ').at(-1) ?? helper;
    expect(later?.segment.segment_text.toLowerCase()).toContain(`the ${head}`);
    expect(later?.picture.scene.companionWords).toBe(helper);
  });

  it('shows the clue a part studies as its key object, then the next clue', () => {
    const [opening, first, second] = tellAndDraw([1, 1]);
    expect(opening?.picture.scene.object).toBe('kite');
    for (const part of [first, second]) {
      const clue = objectOf(part?.choice ?? '');
      expect(part?.segment.image_prompt).toContain(`looking at the ${clue}`);
      expect(clue).toContain(part?.picture.scene.objectWord);
      expect(part?.picture.scene.object).not.toBe('kite');
    }
    expect(first?.picture.scene.object).not.toBe(second?.picture.scene.object);
  });

  it('moves the picture where a brave choice takes the hero, and keeps the story’s goal in hand', () => {
    const [opening, ...moves] = tellAndDraw([0, 0]);
    expect(opening?.picture.scene.place).toBe('meadow');
    for (const part of moves) {
      const landmark = objectOf(part?.choice ?? '');
      expect(part?.picture.scene.place).toBe(placeOfPhrase(landmark));
      expect(part?.picture.scene.object).toBe('kite');
      expect(part?.picture.alt).toContain(landmark);
    }
  });

  it('shows what the reader chose to carry in that part and the parts after it', () => {
    const [, carried, later] = tellAndDraw(['Pick up the shiny shell', 2]);
    for (const part of [carried, later]) {
      expect(part?.segment.segment_text.toLowerCase()).toContain('the shiny shell');
      expect(part?.segment.image_prompt).toContain('holding the shiny shell');
      expect(part?.picture.scene.object).toBe('shell');
    }
  });

  it('shows the hero holding only what can be held: never “holding the locked cellar”', () => {
    const [, explored] = tellAndDraw(['Explore the locked cellar', 2]);
    expect(explored?.segment.image_prompt).not.toContain('holding the locked cellar');
  });

  it('puts no words of a refused choice into the picture', () => {
    const [, refused] = tellAndDraw(['Stab the troll with a knife']);
    expect(refused?.segment.image_prompt).not.toMatch(/stab|troll|knife/i);
    expect(refused?.picture.alt).not.toMatch(/stab|troll|knife/i);
  });
});
