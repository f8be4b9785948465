// What a long part tells besides a standard part's episode, from ages 7–9 up: the place as the
// choice left it, what the choice changed, the companion's own reaction in words, and what still
// lies ahead. Each step follows one of the episode's own steps, so a long part is a longer event,
// not a list of sights.
// A story takes the wordings of a step in a rotation of its own, one per part, so none is heard
// twice in a story (every middle list holds at least six, one per part).
import type { EpisodeStep } from './episode-phrases.ts';

type Wordings = readonly string[];

export interface LongStep {
  /** The episode step this one is told right after. */
  follows: EpisodeStep;
  /** For the parts after a choice. */
  middle: Wordings;
  /** For the opening part, before any choice. */
  opening: Wordings;
}

export const LONG_EPISODE_STEPS: readonly LongStep[] = [
  {
    // The place as it is now: a wording that names it is told only where the hero went somewhere.
    follows: 'overcome',
    middle: [
      'When it was over, {location} was quiet again.',
      '{H} looked around {location} once more, in case anything had changed.',
      'Everything in {location} was just as before, and yet {h} saw it differently now.',
      '{H} took one last look at {location} and remembered every detail.',
      'It was quieter now, and {h} could hear {his} own breathing again.',
      'Nothing around {him} looked quite as strange as it had at first.',
      'For a moment everything was still, and {h} let {his} shoulders drop.',
    ],
    opening: [
      'It was still early, and everything around {him} was quiet.',
      'Everything looked ordinary, but {h} knew this day was different.',
    ],
  },
  {
    // What the choice changed: never told at the ending, which has nothing left to change.
    follows: 'leads',
    middle: [
      'It changed what {h} planned to do next.',
      'It was a small thing, but it changed how {h} saw the whole problem.',
      '{H} would remember this moment for a long time.',
      'Now the rest of the plan made sense.',
      'After that, {h} trusted {his} own judgement a little more.',
      'Because of it, {h} could stop guessing and start being sure.',
    ],
    opening: [
      '{H} felt sure that this was the right thing to do.',
      'Whatever came next, {h} would not face it alone.',
    ],
  },
  {
    // The companion's reaction, in their own words.
    follows: 'help',
    middle: [
      '"I would never have thought of that," {comp} said.',
      '{Comp} asked what they should do next, and {h} was not sure yet.',
      '"We are getting closer," {comp} said quietly.',
      '{Comp} did not say much, but {h} could tell {comp} was pleased.',
      '"Let\'s rest for a minute," {comp} said, and they did.',
      '{Comp} laughed with relief, and the sound made {him} feel better.',
      '{Comp} wanted to hear all of it, so {h} told the whole thing again.',
    ],
    opening: [
      '"Where shall we start?" {comp} asked.',
      '{Comp} wanted to know the plan, so {h} explained it.',
      '{Comp} listened to the plan and nodded.',
    ],
  },
  {
    // What still lies ahead: never told at the ending, which resolves it.
    follows: 'feel',
    middle: [
      'Still, {h} knew the hardest part was yet to come.',
      'Something told {him} that the next part would not be so easy.',
      '{H} tried not to think too far ahead.',
      '{H} went over what {h} knew so far, and what {h} still had to find out.',
      'It was a start, but only a start.',
      'There was still a lot to do before {h} could {want}.',
    ],
    opening: [
      'Nobody could say how long it would take.',
      '{H} had no idea yet what might happen.',
      'It was hard to know what would come first.',
    ],
  },
];
