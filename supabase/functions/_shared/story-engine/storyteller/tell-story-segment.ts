// The built-in storyteller: plans a story from the child's idea and tells one part of it with no
// model at all. Used when no AI provider is configured, when the provider fails, and always offline.
// Each step of telling a part lives in `part/`.
import type { StoryRequest } from '../story-request.ts';
import type { GeneratedSegment } from '../story-segment.ts';
import { createSeededRandom, hashText } from '../../seeded-random.ts';
import { buildStoryWorld } from './build-story-world.ts';
import { followPath, offerChoices, type OwnChoiceGate, type StoryState } from './follow-path.ts';
import { STORYTELLER_MODEL } from './storyteller-model.ts';
import { partPhrasesFor } from './part-phrases.ts';
import { writePicturePrompt } from './write-picture-prompt.ts';
import { heardIn } from './heard-phrases.ts';
import { problemAhead, reactionFrom, STORY_REACTIONS } from './part-events.ts';
import { bringCompanion } from './part/bring-companion.ts';
import { fillPart } from './part/fill-part.ts';
import { partIndexOf } from './part/part-index-of.ts';
import { tellAction } from './part/tell-action.ts';
import { tellBeat } from './part/tell-beat.ts';
import { tellEnding } from './part/tell-ending.ts';
import { tellHeroKind } from './part/tell-hero-kind.ts';
import { tellState } from './part/tell-state.ts';
import type { Telling } from './part/telling.ts';
import { voiceOf } from './part/voice-of.ts';
import { feelingPhrasesFor } from './feelings/feeling-phrases.ts';
import { FEELING_REACTIONS, feelingAhead } from './feelings/feeling-events.ts';
import { fitsPetCompanion } from './part/fits-pet-companion.ts';
import { fitsAnimal } from './bedtime/animal-hero.ts';
import { fitsWhileApart } from './feelings/fits-while-apart.ts';

export { STORYTELLER_MODEL };

/**
 * One part of the story. `gate` judges the reader's own choices before any of their words are
 * told (the safety gate's `checkText`); the part itself is checked by the caller where it runs.
 */
export function tellStorySegment(request: StoryRequest, gate: OwnChoiceGate): GeneratedSegment {
  const world = buildStoryWorld(request);
  const partIndex = partIndexOf(request);
  const path = request.choice.trim() ? [...request.path, request.choice] : request.path;
  const states = followPath(world, path, gate);
  const state = states[states.length - 1] as StoryState;
  const random = createSeededRandom(
    request.seed ?? hashText(`${world.seed}|${partIndex}|${path.join('|')}|${request.finish}`),
  );
  const telling: Telling = {
    world,
    request,
    state,
    random,
    voice: voiceOf(world, request.options.person),
    taken: request.choice.trim() ? (state.taken[state.taken.length - 1] ?? null) : null,
    phrases: world.feeling ? feelingPhrasesFor(request.age) : partPhrasesFor(request.age),
    heardBefore: heardIn(request.history),
  };
  const action = tellAction(telling);
  // The companion answers the chosen action in a sentence of their own, right after its consequence.
  const reaction = (
    telling.taken?.object
      ? [
          reactionFrom(
            world.feeling ? FEELING_REACTIONS : STORY_REACTIONS,
            telling.taken.approach,
            partIndex,
            request.age,
            telling.heardBefore,
            world.companion,
          ),
        ]
      : []
  )
    .filter((line) => line !== undefined)
    .filter((line) => !world.animal || fitsAnimal(line))
    .filter((line) => !world.petCompanion || fitsPetCompanion(line))
    .filter(fitsWhileApart(world, partIndex));
  const beat = tellBeat(telling, partIndex);
  const offered = request.finish ? [] : offerChoices(world, partIndex + 1, state);
  const ahead = request.finish
    ? tellEnding(telling)
    : world.feeling
      ? feelingAhead(offered, partIndex, request.age, telling.heardBefore)
      : problemAhead(offered, partIndex, request.age);
  // Nobody "needs a hand" in a whale's story.
  const tail = world.animal ? ahead.filter(fitsAnimal) : ahead;
  const stateLines = tellState(telling).filter((line) => !world.animal || fitsAnimal(line));
  const clauses = bringCompanion(
    telling,
    partIndex,
    [...action, ...reaction, ...stateLines, ...beat, ...tail],
    action.length,
  );
  const sentences = tellHeroKind(
    telling,
    partIndex,
    fillPart(telling, partIndex, {
      clauses,
      beat: beat.length,
      state: stateLines.length,
      tail: tail.length,
      // A fact is told in a sentence of its own, never glued to how the hero came to it.
      resolution: new Set(request.finish ? beat : beat.filter((clause) => /\{Fact\}/.test(clause))),
    }),
  );
  return {
    segment_text: sentences.join(' '),
    choices: offered.map((choice) => choice.text),
    image_prompt: writePicturePrompt(world, request, state, telling.taken),
    is_end: request.finish,
    model_used: STORYTELLER_MODEL,
  };
}
