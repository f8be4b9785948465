// The storyteller's sentences, in a simple register (ages 4–9) and a rich one (10 and up).
// Each beat is a list of slots told in order; a slot offers alternatives the seed chooses from.
// Tokens in braces are filled by fill-template.ts.

export type Register = 'simple' | 'rich';
export type Beat = 'opening' | 'discovery' | 'obstacle' | 'help' | 'reveal' | 'ending';
export type Slot = readonly string[];

export const MIDDLE_BEATS: readonly Beat[] = ['discovery', 'obstacle', 'help', 'reveal'];

export const BEATS: Record<Register, Record<Beat, readonly Slot[]>> = {
  simple: {
    opening: [
      [
        '{Hero} loved to play near {place}.',
        'Every day, {hero} went to {place}.',
        '{Hero} lived close to {place}.',
      ],
      ['{Hero} had a good friend, {companionIntro}.', 'One day, {hero} met {companionIntro}.'],
      ['{Heros} big wish was to {goal}.', '{Hero} wanted to {goal}.'],
      [
        'Then {hero} saw {findIntro} on the ground.',
        'Something lay on the ground. It was {findIntro}.',
      ],
      ['It gave a soft, warm glow.', 'It felt like a sign.'],
    ],
    discovery: [
      ['The path led to {nextPlace}.', 'Soon {hero} came to {nextPlace}.'],
      ['Everything there looked new and bright.', 'It was full of colours and sounds.'],
      ['{Hero} found a clue about how to {goal}.', 'A small sign pointed the way.'],
      ['{Companion} gave a happy hop.', '{Companion} clapped with joy.'],
    ],
    obstacle: [
      ['But a tall gate stood in the way.', 'But a wide stream blocked the path.'],
      ['{Hero} stopped and thought hard.', '{Hero} took a deep breath.'],
      ['{Companion} had an idea too.', '{Companion} looked around for help.'],
      ['Maybe {find} could help them.', 'They would need to work together.'],
    ],
    help: [
      ['A kind old turtle waved hello.', 'A friendly bird landed on a branch.'],
      ['"I can help you," it said with a smile.', '"Follow me," it said softly.'],
      ['It showed them a secret path.', 'It shared a map of {nextPlace}.'],
      ['{Hero} said thank you.', '{Hero} felt brave again.'],
    ],
    reveal: [
      ['Now {hero} knew a secret.', 'At once, it all made sense.'],
      ['{Find} was the key to the whole puzzle.', '{Find} began to hum a little tune.'],
      ['{Companion} gasped with surprise.', '{Companion} laughed out loud.'],
      ['They were close to the end of the quest.', 'They were almost there.'],
    ],
    ending: [
      [
        'At last, they did it! They could {goal}.',
        'In the end, {hero} and {companion} did it. They could {goal}.',
      ],
      ['{Find} had helped them all along.', 'They were glad they had kept {find}.'],
      ['{Hero} thought of the whole trip.', '{Hero} smiled at it all.'],
      ['Everyone was happy and proud.', 'It had been a very good day.'],
      ['Then it was time to rest. The end.', 'And they went home, safe and warm. The end.'],
    ],
  },
  rich: {
    opening: [
      [
        '{Hero} had always been drawn to {place}, where the light did strange and lovely things.',
        'Nobody knew {place} quite as well as {hero}, or so {hero} liked to believe.',
      ],
      [
        'That was where {hero} first met {companionIntro}, who seemed to know far more than anyone guessed.',
        'On that particular morning, {companionIntro} was waiting there, as if by appointment.',
      ],
      [
        'For as long as anyone could remember, people had said that someone would one day {goal}.',
        'Deep down, {hero} wanted to {goal}, even if saying it aloud sounded a little foolish.',
      ],
      [
        'Half hidden beneath a tangle of roots lay {findIntro}, cool to the touch and oddly familiar.',
        'It was then that {hero} noticed {findIntro}, glinting where nothing should have been.',
      ],
      [
        'Something about it felt like the first line of a much longer story.',
        '{Hero} had the curious feeling that the day had been waiting for exactly this.',
      ],
    ],
    discovery: [
      [
        'The way forward wound on until it opened onto {nextPlace}, wider and stranger than expected.',
        'Before long, the path delivered them to {nextPlace}, humming with quiet life.',
      ],
      [
        'Every surface seemed to hold a detail worth noticing, and {hero} tried to notice all of them.',
        'The air smelled of rain and adventure, and each step revealed something new.',
      ],
      [
        'Scratched into a stone was a clue about how to {goal}, faint but unmistakable.',
        'Among the details, {hero} spotted a clue that might help them {goal}.',
      ],
      [
        '{Companion} studied it carefully, then nodded with growing excitement.',
        '{Companion} read the signs twice, just to be sure.',
      ],
    ],
    obstacle: [
      [
        'Then the way ahead was blocked by {peril}, and the easy part of the journey was clearly over.',
        'Without warning, {peril} stood between them and everything they hoped to reach.',
      ],
      [
        '{Hero} felt a flutter of doubt, but refused to let it take the lead.',
        'For a long moment, {hero} simply stood still, weighing every option.',
      ],
      [
        '{Companion} pointed out something {hero} had missed, a detail that changed the shape of the problem.',
        '{Companion} muttered that there is always another way, if you look carefully enough.',
      ],
      [
        'Perhaps {find} had been meant for a moment exactly like this one.',
        'Whatever they chose now would matter, and both of them knew it.',
      ],
    ],
    help: [
      [
        'Help arrived from an unexpected direction: an old traveller who had walked these paths for years.',
        'A stranger in a patched coat stepped out of the shadows, smiling as though they had been expected.',
      ],
      [
        '"You are not the first to come this way," the traveller said, "but you may be the first to finish."',
        '"Courage is only useful when it listens," the stranger said kindly.',
      ],
      [
        'The traveller sketched a route towards {nextPlace} and warned them which turns to avoid.',
        'With a few quick words, the stranger explained a secret of {nextPlace} that changed everything.',
      ],
      [
        '{Hero} thanked the traveller and felt the journey settle into focus.',
        'By the time they said goodbye, {hero} felt steadier than before.',
      ],
    ],
    reveal: [
      [
        'Suddenly the pieces fitted together, and {hero} understood what had been hidden in plain sight.',
        'It was a small thing that finally unlocked the puzzle, as small things so often do.',
      ],
      [
        '{Find} was not a lucky accident at all; it had been part of the answer from the very beginning.',
        '{Find} began to glow, as if it had been waiting for someone to finally understand it.',
      ],
      [
        '{Companion} let out a low whistle of admiration.',
        '{Companion} laughed, delighted and a little relieved.',
      ],
      [
        'The end of the quest was near, and it looked nothing like they had imagined.',
        'They were close now, closer than they had ever been.',
      ],
    ],
    ending: [
      [
        'In the end, {hero} and {companion} found a way to {goal}, and the world seemed to exhale around them.',
        'When the moment finally came, {hero} and {companion} managed to {goal}, together.',
      ],
      [
        '{Find}, which had seemed such a small thing at the start, turned out to matter most of all.',
        'Looking down at {find}, {hero} realised it had been guiding them all along.',
      ],
      [
        '{Hero} thought back over the whole journey, every doubt and every brave step.',
        'Every turn of the road seemed to make sense now, looking back.',
      ],
      [
        'Some stories end with a trumpet blast; this one ended with a quiet, certain happiness.',
        'It was the kind of ending that feels less like a finish and more like a door held open.',
      ],
      ['And that is how the story ends, for now.', 'The end.'],
    ],
  },
};

export const PERILS: Record<'gentle' | 'mild' | 'adventurous' | 'intense', readonly string[]> = {
  gentle: ['a locked gate with a riddle carved into it', 'a wide, slow river with no bridge'],
  mild: ['a rickety bridge swaying in the wind', 'a maze of tall hedges that kept shifting'],
  adventurous: [
    'a crumbling cliff path above a roaring river',
    'a sudden storm that swallowed the trail',
  ],
  intense: [
    'a collapsing tunnel with the light fading fast',
    'a stone guardian standing in the only pass',
  ],
};

export const TEXTURE: Record<Register, readonly string[]> = {
  simple: [
    'The air smelled sweet.',
    'Birds sang in the trees.',
    '{Hero} smiled.',
    'A soft wind blew.',
    'The sky was bright and blue.',
    '{Companion} stayed close.',
  ],
  rich: [
    'Somewhere nearby, water ran over stones with a sound like quiet laughter.',
    'The light shifted, turning ordinary shapes into possibilities.',
    '{Hero} noticed how the shadows leaned, as if listening.',
    '{Companion} hummed an old tune, very quietly.',
    'A breeze carried the scent of distant places.',
    'Time seemed to slow, the way it does when something important is about to happen.',
  ],
};

export const CHOICE_TEMPLATES: readonly string[] = [
  'Follow the path to {nextPlace}',
  'Ask {companion} for an idea',
  'Look closer at {find}',
  'Climb up high to see further',
  'Knock on the little hidden door',
  'Wait quietly and listen',
  'Call out to see who answers',
  'Search for another way around',
  'Use {find} to light the way',
  'Follow the footprints in the ground',
];

export const DECISION_QUESTIONS: Record<Register, readonly string[]> = {
  simple: ['What should {hero} do next?', 'Where should {hero} go now?'],
  rich: ['What should {hero} do next?', 'Which way should {hero} choose?'],
};
