// The plot skeletons: per kind of story, the beats a plan walks through from opening to ending,
// each told in short clauses that reading-levels.ts joins and enriches for older readers.
// Tokens in braces come from the story (tell-story-segment.ts); words in brackets from the band.
import type { GenreSlug } from '../genres.ts';

export type PlotKind =
  'quest' | 'mystery' | 'bedtime' | 'educational' | 'values' | 'silly' | 'sci-fi';

export const PLOT_KIND: Record<GenreSlug, PlotKind> = {
  adventure: 'quest',
  'fantasy-magic': 'quest',
  'epic-fantasy': 'quest',
  mystery: 'mystery',
  bedtime: 'bedtime',
  educational: 'educational',
  values: 'values',
  silly: 'silly',
  'sci-fi': 'sci-fi',
};

/** A beat: alternatives the plan chooses between, each a list of clauses told in order. */
export type BeatVariants = readonly (readonly string[])[];

export interface PlotSkeleton {
  opening: BeatVariants;
  /** Middle beats in plot order; a story longer than the skeleton repeats the last two. */
  middle: readonly BeatVariants[];
  ending: BeatVariants;
}

const INTRO = [
  [
    '{H} [was] a {trait} {kind} who lived near {place}.',
    'More than anything, {h} wanted to {want}.',
  ],
  ['Near {place} lived a {trait} {kind} called {name}.', '{Name} had one wish: to {want}.'],
];

export const PLOTS: Record<PlotKind, PlotSkeleton> = {
  quest: {
    opening: INTRO.map((intro) => [
      ...intro,
      'That morning {h} set off, and {comp} came too.',
      'The road to {thing} would be long.',
    ]),
    middle: [
      [
        [
          'The path to {thing} wound on past {sight}.',
          '{H} [walked] on and did not look back.',
          '{Comp} kept close.',
        ],
        ['Each step took {him} nearer to {thing}.', '{Comp} pointed out {sight}.'],
      ],
      [
        [
          'Then a [big] problem blocked the way.',
          'A storm rolled in, and {h} could not see the path to {thing}.',
          '{H} felt {scared} but stood firm.',
        ],
        [
          'Then the ground shook, and the path split in two.',
          'One way led to {thing}, but which one?',
          '{H} stopped to think.',
        ],
      ],
      [
        [
          'A friend appeared when {h} needed one most.',
          'It knew a secret way to {thing}.',
          '{H} said thank you with a smile.',
        ],
        [
          'Someone [old] and kind waited by the path.',
          '"I have seen {thing}," it said.',
          '"Go the way the wind blows."',
        ],
      ],
      [
        [
          'At last {h} could see {thing} ahead.',
          'But the last part was the [hard]est of all.',
          '{H} gathered every bit of courage.',
        ],
        [
          'Now {thing} {was:thing} close enough to touch.',
          '{H} held {his} breath.',
          'This was the moment.',
        ],
      ],
    ],
    ending: [
      [
        '{H} reached out, and at last {h} could {want}.',
        'The long road home felt short.',
        '{Comp} cheered all the way.',
      ],
      [
        'With one last push, {h} did it: {h} could {want}.',
        'They walked home together under {sight}.',
      ],
    ],
  },
  mystery: {
    opening: [
      [
        '{Name} [was] a {trait} {kind} who loved puzzles.',
        'One morning {gone}.',
        'Someone had {taken}.',
        'On the floor lay {trace}.',
        '{H} wanted to {want}{andWho}.',
      ],
      [
        'Everyone near {place} was upset.',
        '{Vanished} in the night.',
        '{H} knelt down and [saw] {trace}.',
        'That was the first clue.',
        '{H} would {want}, whatever it took.',
      ],
    ],
    middle: [
      [
        [
          '{H} made a list of who had been near {place}.',
          'There {was:suspectA} {suspectA}, and there {was:suspectB} {suspectB}.',
          'There {was:culprit} also {culprit}.',
        ],
        [
          'Three names went into {his} notebook: {suspectA}, {suspectB} and {culprit}.',
          'Any of them could have done it.',
        ],
      ],
      [
        [
          '{SuspectA} had a good reason to be there.',
          'So that could not be it.',
          '{H} crossed out one name.',
        ],
        [
          '{SuspectA} had been busy all night.',
          'Others had seen it too.',
          'One name was crossed out.',
        ],
      ],
      [
        [
          'Another clue turned up: more of {trace}.',
          'It led away from {place}.',
          '{H} [thought] about who could leave such a mark.',
        ],
        ['Near the door {h} [found] more of {trace}.', 'Now the clues pointed one way.'],
      ],
      [
        [
          '{SuspectB} could not have done it either.',
          'Only one name was left.',
          '{H} was sure now.',
        ],
        ['{SuspectB} had been far away.', 'One name was left in the notebook.'],
      ],
    ],
    ending: [
      [
        '{H} gathered everyone near {place}.',
        '"It was {culprit}," {h} said.',
        '{Trace} had shown it from the very start.',
        '{Culprit} said sorry and {returned}.',
        'It turned out {culprit} {why}.',
      ],
      [
        'The answer was {culprit}.',
        'The clue had been {trace}, right from the first morning.',
        '{Culprit} {why}.',
        '{Back}.',
        'The mystery was solved.',
      ],
    ],
  },
  bedtime: {
    opening: [
      [
        'It was nearly bedtime near {place}.',
        '{Name}, a {trait} {kind}, was not sleepy yet.',
        '{H} wanted to {want} before the day was done.',
        '{Comp} yawned a [small] yawn.',
      ],
      [
        'The evening was soft and slow.',
        '{Name} the {kind} lay awake, thinking of {thing}.',
        'Just one more little trip, {h} thought, to {want}.',
      ],
    ],
    middle: [
      [
        [
          '{H} tiptoed out under {sight}.',
          'Everything was slow and [quiet].',
          '{Comp} padded along.',
        ],
        ['The path was lit by {sight}.', '{H} walked softly, one step and then another.'],
      ],
      [
        [
          'A sleepy friend said a soft hello.',
          '"I know where {thing} {is:thing}," it yawned.',
          '"Follow the glow."',
        ],
        ['Someone small was also awake.', 'It whispered a secret about {thing}.', '{H} smiled.'],
      ],
      [
        [
          'The stars grew dim, one by one.',
          '{His} eyes felt heavy now.',
          'But {thing} {was:thing} very near.',
        ],
        ['Everything grew slower and softer.', '{H} gave a [big], slow yawn.'],
      ],
    ],
    ending: [
      [
        'At last {h} could {want}.',
        'The night was warm and safe.',
        '{H} snuggled down with {comp}.',
        'Soon {h} was fast asleep, dreaming of {thing}.',
      ],
      [
        '{H} found {thing}, and everything was just right.',
        'Back in bed, the blanket was soft.',
        '{Comp} curled up close.',
        'Goodnight, {name}. Sleep tight.',
      ],
    ],
  },
  educational: {
    opening: [
      [
        '{Name} [was] a {trait} {kind} full of questions.',
        'Today {h} wanted to {want}.',
        '{Comp} said, "Let us find out together."',
      ],
      [
        'Near {place}, {name} the {kind} had a [big] question.',
        '{H} wanted to {want}.',
        'So {h} set off to learn.',
      ],
    ],
    middle: [
      [
        ['{H} learned something new.', '{Fact}', '{H} wrote it down.'],
        ['Here was the first thing {h} found out.', '{Fact}'],
      ],
      [
        ['Then came a second surprise.', '{Fact}', '"That is amazing," said {comp}.'],
        ['{H} read on and learned more.', '{Fact}'],
      ],
      [
        ['{H} tried a small test to check.', 'It worked just as the book said.', '{Fact}'],
        ['{H} [thought] about it for a long time.', '{Fact}'],
      ],
    ],
    ending: [
      [
        'Now {h} knew the answer.',
        '{Answer}',
        '{H} could not wait to tell everyone.',
        'Learning, {h} thought, was the best adventure.',
      ],
      ['The question had an answer at last.', '{Answer}', '{H} smiled and shared it with {comp}.'],
    ],
  },
  values: {
    opening: [
      [
        '{Name} [was] a {trait} {kind} who lived near {place}.',
        'One day {h} faced a [hard] choice about {thing}.',
        'The easy way was not the right way.',
        'Deep down, {h} knew {h} should {want}.',
      ],
      [
        'Something happened near {place} that made {name} stop.',
        'It was about {thing}.',
        'Nobody was watching.',
        'What should {h} do?',
      ],
    ],
    middle: [
      [
        [
          'Keeping quiet would be easy.',
          'But {his} tummy felt tight.',
          '{H} thought of how others would feel.',
        ],
        ['{H} [thought] about {thing} all day.', 'It did not feel right to do nothing.'],
      ],
      [
        [
          'Then {h} saw how worried someone else was.',
          'It was because of {thing}.',
          '{His} choice mattered.',
        ],
        ['Someone nearby looked sad.', '{H} guessed why, and it was about {thing}.'],
      ],
      [
        ['{H} talked it over with {comp}.', '"What would a good friend do?" asked {comp}.'],
        ['{H} took a deep breath.', 'Being honest is not always easy.'],
      ],
    ],
    ending: [
      [
        'In the end, {h} chose to {want}.',
        '{Comp} saw it and gave {him} a big smile.',
        '{H} felt light and warm inside.',
        'Next time, {h} would know just what to do.',
      ],
      [
        '{H} did the right thing and chose to {want}.',
        'A warm smile made it all worth it.',
        'The lesson stayed with {him}: be honest and kind, even when it is [hard].',
      ],
    ],
  },
  silly: {
    opening: [
      [
        '{Name} [was] a {trait} {kind}, and things near {place} were about to get silly.',
        '{H} only wanted to {want}.',
        'But then {sight} appeared, and nothing was normal again.',
      ],
      [
        'Nobody near {place} expected what happened next.',
        '{Name} the {kind} set off to {want}.',
        'At that moment {sight} rolled past, singing.',
      ],
    ],
    middle: [
      [
        [
          'Then things got sillier.',
          '{Thing} began to wobble and giggle.',
          '{Comp} fell over laughing.',
        ],
        [
          'Next, it began to rain jelly beans.',
          '{H} tried to catch {thing}, but {they:thing} bounced away.',
        ],
      ],
      [
        [
          'Now everything was upside down.',
          'Even {thing} {was:thing} wearing a hat.',
          '{H} laughed until {h} had the hiccups.',
        ],
        ['The whole town joined in the chase.', 'A goose in a tutu led the way to {thing}.'],
      ],
      [
        [
          'It got even sillier.',
          'Now there were ten of {thing}, all dancing.',
          '{H} did not know which was the real one.',
        ],
        ['{Comp} tried to help and made it worse.', '{Thing} floated up to the ceiling.'],
      ],
    ],
    ending: [
      [
        'In the end, {h} did manage to {want}.',
        'And the silliest part?',
        '{Thing} had been under {his} own hat all along!',
        'Everyone laughed until their tummies hurt.',
      ],
      [
        'At last, {h} could {want}.',
        'Then {comp} sneezed, and {thing} landed right on {his} nose.',
        'What a silly, wonderful day.',
      ],
    ],
  },
  'sci-fi': {
    opening: [
      [
        '{Name} [was] a {trait} {kind} on a mission near {place}.',
        'The mission: {want}.',
        '{Comp} ran the ship checks.',
        'The stars glittered outside.',
      ],
      [
        'The ship hummed as {name} the {kind} took the controls.',
        'Near {place}, {h} had one goal: to {want}.',
        '{Comp} beeped twice for ready.',
      ],
    ],
    middle: [
      [
        [
          'Then a red light flashed.',
          'Something was wrong with the engine.',
          'Without a fix, there was no way to {want}.',
        ],
        ['An alarm rang through the ship.', 'The power was failing fast.'],
      ],
      [
        [
          '{H} opened a panel and got to work.',
          'Wires sparked and fizzed.',
          '{Comp} passed the tools.',
        ],
        ['{H} traced the fault to one cracked part.', 'Slowly, the lights came back.'],
      ],
      [
        [
          'The scanner picked up a faint signal.',
          'It pointed the way to {thing}.',
          '{H} set a new course.',
        ],
        ['Something out there was calling.', 'The signal was strongest near {thing}.'],
      ],
    ],
    ending: [
      [
        'The ship was fixed, and {h} could {want} at last.',
        '{H} saw something no one had ever seen before.',
        'The mission was a success.',
        'Home was waiting among the stars.',
      ],
      [
        'Mission complete: {h} had managed to {want}.',
        'Out there, past {sight}, a new discovery waited for next time.',
        '{Comp} played a victory tune.',
      ],
    ],
  },
};
