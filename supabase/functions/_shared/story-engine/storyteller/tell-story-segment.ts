// The built-in storyteller: writes a coherent, age-appropriate segment with no model at all.
// Used when no AI provider is configured, when the provider fails, and always offline.
import { AGE_BANDS, boundRating } from '../age-bands.ts';
import type { StoryRequest } from '../story-request.ts';
import type { GeneratedSegment } from '../story-segment.ts';
import { targetWordCount } from '../target-word-count.ts';
import { buildStoryWorld, type StoryWorld } from './build-story-world.ts';
import { fillTemplate } from './fill-template.ts';
import { createSeededRandom, hashText, type SeededRandom } from '../../seeded-random.ts';
import {
  BEATS,
  CHOICE_TEMPLATES,
  DECISION_QUESTIONS,
  MIDDLE_BEATS,
  PERILS,
  TEXTURE,
  type Beat,
  type Register,
} from './sentence-banks.ts';

export const STORYTELLER_MODEL = 'storycanvas-storyteller';

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

const WORDS_PER_BEAT: Record<Register, number> = { simple: 45, rich: 95 };
const MAX_TEXTURE_SENTENCES = 2;

function chooseBeats(request: StoryRequest, register: Register, random: SeededRandom): Beat[] {
  if (request.finish) return ['ending'];
  if (request.history.length === 0) return ['opening'];
  const count = Math.max(
    1,
    Math.min(2, Math.round(targetWordCount(request) / WORDS_PER_BEAT[register])),
  );
  const start = request.history.length - 1 + Math.floor(random.next() * 2);
  return Array.from(
    { length: count },
    (_, offset) => MIDDLE_BEATS[(start + offset) % MIDDLE_BEATS.length] ?? 'discovery',
  );
}

function toInfinitive(choice: string): string {
  const trimmed = choice.trim().replace(/[.!?]+$/, '');
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

function leadSentences(request: StoryRequest, world: StoryWorld, register: Register): string[] {
  const lead: string[] = [];
  if (request.history.length === 0) {
    if (request.starting_point) lead.push(request.starting_point.trim());
    if (world.idea)
      lead.push(
        register === 'simple'
          ? `This is a story about ${world.idea.charAt(0).toLowerCase()}${world.idea.slice(1)}.`
          : `It began, as the best stories do, with an idea: ${world.idea.charAt(0).toLowerCase()}${world.idea.slice(1)}.`,
      );
  }
  if (request.choice)
    lead.push(`${world.hero.subject} decided to ${toInfinitive(request.choice)}.`);
  return lead;
}

function traitSentence(
  request: StoryRequest,
  world: StoryWorld,
  register: Register,
  random: SeededRandom,
): string[] {
  if (world.heroTraits.length === 0) return [];
  if (request.history.length > 0 && random.next() > 0.35) return [];
  const trait = random.pick(world.heroTraits);
  return [
    register === 'simple'
      ? `${world.hero.subject} ${world.hero.was} ${trait}.`
      : `Being ${trait} had always helped ${world.hero.object}, and it helped now.`,
  ];
}

function endingRecall(request: StoryRequest, world: StoryWorld): string[] {
  const story = request.history.join(' ');
  const visited = world.genre.places.filter((place) => story.includes(place));
  if (visited.length === 0) return [];
  return [`${world.hero.subject} thought of ${visited.join(' and ')}.`];
}

function chooseChoices(
  request: StoryRequest,
  world: StoryWorld,
  random: SeededRandom,
  peril: string,
): string[] {
  const taken = request.choice.trim().toLowerCase();
  return random
    .shuffle(CHOICE_TEMPLATES)
    .map((template) => fillTemplate(template, { world, peril }))
    .filter((choice) => choice.toLowerCase() !== taken)
    .slice(0, 3);
}

export function tellStorySegment(request: StoryRequest): GeneratedSegment {
  const band = AGE_BANDS[request.age];
  const register: Register = band.richProse ? 'rich' : 'simple';
  const world = buildStoryWorld(request);
  const random = createSeededRandom(request.seed ?? hashText(JSON.stringify(request)));
  const peril = random.pick(PERILS[boundRating(request.age, request.options.rating)]);
  const beats = chooseBeats(request, register, random);
  const isEnd = beats[0] === 'ending';
  const fill = (template: string) => fillTemplate(template, { world, peril });

  const lead = [
    ...leadSentences(request, world, register),
    ...traitSentence(request, world, register, random),
  ];
  const body = beats.flatMap((beat) =>
    BEATS[register][beat].map((slot) => fill(random.pick(slot))),
  );
  if (isEnd) body.splice(2, 0, ...endingRecall(request, world));
  const closing = isEnd ? body.pop() : fill(random.pick(DECISION_QUESTIONS[register]));

  const target = targetWordCount(request);
  const texture = random.shuffle(TEXTURE[register]).slice(0, MAX_TEXTURE_SENTENCES).map(fill);
  while (countWords([...lead, ...body].join(' ')) < target * 0.8 && texture.length > 0) {
    const position = 1 + Math.floor(random.next() * Math.max(1, body.length - 1));
    body.splice(position, 0, texture.shift() as string);
  }

  const segmentText = [...lead, ...body, ...(closing ? [closing] : [])].join(' ');
  const beat = beats[beats.length - 1] ?? 'opening';
  return {
    segment_text: segmentText,
    choices: isEnd ? [] : chooseChoices(request, world, random, peril),
    image_prompt: `${request.options.style} illustration of ${world.heroName} and ${world.companion} at ${beat === 'discovery' || beat === 'help' ? world.nextPlace : world.place}, ${world.genre.scene} scene with ${world.find}, gentle colours, child-safe, no text`,
    is_end: isEnd,
    model_used: STORYTELLER_MODEL,
  };
}
