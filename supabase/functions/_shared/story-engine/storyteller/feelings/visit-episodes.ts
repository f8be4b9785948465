// How a step of being brave at the hairdresser's, the dentist's or the doctor's went, from ages 7–9
// up: going nearer, the worry coming back, a breath, and the fear shrinking. About facing a visit,
// never about saying how one feels, which is what the other feelings stories' steps are.
import type { EpisodeKind, EpisodeStep } from '../episode-phrases.ts';

type Wordings = readonly string[];

const HELP: Wordings = [
  '{Comp} stayed close the whole time, and that helped.',
  'With {comp} there, the waiting felt shorter.',
  '{Comp} gave {him} a small nod that meant "go on".',
];

const FEEL: Wordings = [
  'The worry was still there, but it was smaller now.',
  'For the first time that morning, {h} smiled properly.',
  '{H} felt a little braver than before, and {h} knew it.',
];

const LEADS: Wordings = [
  'It made the next step feel possible.',
  'Little by little, the room felt less strange.',
  'Each small step made the big one look smaller.',
];

const FACING: Record<EpisodeStep, Wordings> = {
  how: [
    '{H} went one small step at a time.',
    '{H} counted to three and did not look back.',
    '{H} held on tight to the arm of the chair.',
  ],
  trouble: [
    'Then a loud noise came from the next room, and {h} jumped.',
    'Halfway there, {his} legs went wobbly.',
    'For a moment, all the worry came rushing back.',
  ],
  overcome: [
    'So {h} took a slow breath and waited for the wobble to pass.',
    '{H} remembered that it would soon be over, and kept going.',
    'The noise was nothing scary after all, and {h} nearly laughed.',
  ],
  leads: LEADS,
  help: HELP,
  feel: FEEL,
};

const FINDING_OUT: Record<EpisodeStep, Wordings> = {
  how: [
    '{H} looked carefully at everything in the room.',
    '{H} watched how the grown-ups did it first.',
    '{H} asked what each thing was for.',
  ],
  trouble: [
    'Some of the things looked very strange close up.',
    'There was one thing {h} did not like the look of at all.',
    'Thinking about it too hard made {his} tummy flip.',
  ],
  overcome: [
    'But once {h} knew what it was for, it was just a thing.',
    'Finding out how it worked took most of the scary away.',
    'It turned out to be far less strange than {h} had imagined.',
  ],
  leads: LEADS,
  help: HELP,
  feel: FEEL,
};

const ASKING: Record<EpisodeStep, Wordings> = {
  how: [
    '{H} asked a question, even though {his} voice came out small.',
    '{H} said out loud that {h} was scared.',
    '{H} asked if {h} could hold someone’s hand.',
  ],
  trouble: [
    'At first {h} worried that asking made {him} look silly.',
    'The words stuck for a moment before they came out.',
    '{H} was not sure anyone would understand.',
  ],
  overcome: [
    'But the answer was kind, and {his} shoulders dropped.',
    'Saying it out loud made the worry smaller straight away.',
    'Nobody laughed, and everybody helped.',
  ],
  leads: LEADS,
  help: HELP,
  feel: FEEL,
};

const OPENING: Record<EpisodeStep, Wordings> = {
  how: ['{H} had been dreading this day all week.'],
  trouble: ['The night before, {h} had hardly slept.'],
  overcome: ['But the appointment was today, whatever happened.'],
  leads: ['Now there was only the waiting left.'],
  help: HELP,
  feel: ['Deep down, {h} wished {h} could be anywhere else.'],
};

export const VISIT_EPISODES: Record<EpisodeKind, Record<EpisodeStep, Wordings>> = {
  brave: FACING,
  clever: FINDING_OUT,
  kind: ASKING,
  asking: ASKING,
  own: FACING,
  opening: OPENING,
};
