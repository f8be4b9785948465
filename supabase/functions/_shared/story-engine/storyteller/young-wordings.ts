// What a reader of 4–6 or 7–9 hears in place of a wording that runs past their sentence length:
// the same people and things, in fewer words or in two short sentences.
import type { AgeId } from '../../age-bands.ts';

// Said the same way to both young bands: the line is long whatever the idea.
const SHARED: Readonly<Record<string, string>> = {
  'With one last push, {h} did it: {h} could {want}.': 'At last, {h} could {want}.',
  'With one last try, {h} did it: {h} could {want}.': 'At last, {h} could {want}.',
  'A storm rolled in, and {h} could not see the path to {thing}.':
    'A storm rolled in. {H} lost the path to {thing}.',
  'At {place}, {name} the {kind} had one wish: to {want}.':
    '{Name} the {kind} had one wish: to {want}.',
};

const SHORTER: Partial<Record<AgeId, Readonly<Record<string, string>>>> = {
  '4-6': {
    ...SHARED,
    'The path to {thing} led past {sight}.': '{H} went by {sight}.',
    'Just one more little trip, {h} thought, to {want}.': 'One more little trip, {h} thought.',
    '{H} [was] a {trait} {kind} who lived near {place}.':
      '{H} [was] a {trait} {kind}. {H} lived near {place}.',
    '{Name} [was] a {trait} {kind} who lived near {place}.':
      '{Name} [was] a {trait} {kind}. {H} lived near {place}.',
    '{H} [was] a {trait} {kind} who spent every spare hour at {place}.':
      '{H} [was] a {trait} {kind}. {H} loved {place}.',
    '{Name} [was] a {trait} {kind}, and things near {place} were about to get silly.':
      '{Name} [was] a {trait} {kind}. Things near {place} got silly.',
    '{Name} [was] a {trait} {kind} on a mission near {place}.':
      '{Name} [was] a {trait} {kind}. {H} had a mission near {place}.',
    'More than anything, {h} wanted to {want}.': '{H} wanted to {want}.',
    '{Vanished}{inTheNight}.': '{Vanished}.',
    '{H} knelt down and [saw] {trace}.': '{H} [saw] {trace}.',
    'Near {place}, {name} the {kind} had a [big] question.':
      '{Name} the {kind} had a [big] question.',
    '{H} asked someone who knew a lot about {thing}.': '{H} asked someone who knew about {thing}.',
    '{H} had found out a great deal about {thing}.': '{H} had found out a lot about {thing}.',
    '{H} would {want}, whatever it took.': '{H} would {want}.',
    'In return, {h} heard a secret about {thing}.': '{H} heard a secret about {thing}.',
    'The ship hummed as {name} the {kind} took the controls.':
      '{Name} the {kind} took the controls.',
    'Near {place}, {h} had one goal: to {want}.': '{H} had one goal: to {want}.',
    'The clue had been {trace} from the start.': 'The clue was {trace}.',
    '{Trace} had shown it from the start.': '{Trace} had shown it.',
    'Out there, past {sight}, a new discovery waited for next time.':
      'A new discovery waited for next time.',
    'Something happened near {place} that made {name} stop.':
      'Something happened near {place}. {Name} stopped.',
    'At that moment {sight} rolled past, singing.': 'Then {sight} rolled past, singing.',
    '{Name} the {kind} set off to {want}.': '{Name} set off to {want}.',
    'In the end, {h} did manage to {want}.': 'In the end, {h} could {want}.',
    'It turned out {culprit} {why}.': '{Culprit} {why}.',
    'Mission complete: {h} had managed to {want}.': 'Mission complete! {H} could {want} at last.',
    // The opening already said someone had taken it: who is the mystery the ending solves.
    '{H} wanted to {want}{andWho}.': '{H} wanted to {want}.',
    'Be honest and kind, {h} thought, even when it is [hard].':
      '"Be honest and kind," {h} thought. It was [hard], but it was right.',
    '{H} did the right thing and chose to {want}.': '{H} chose to {want}. It was the right thing.',
    'Near the door {h} [found] {trace} again.':
      '{H} looked by the door. {Trace} {was:trace} there again!',
    'Without a fix, {h} could not {want}.':
      'The engine needed a fix. Until then, {h} could not {want}.',
    'So from there, {h} could see {thing}.': 'From there, {h} could see {thing}.',
    'Now {thing} {was:thing} close enough to touch.': 'Now {thing} {was:thing} very close.',
    '{H} could not wait to tell everyone what {h} had found out.':
      '{H} could not wait to tell everyone.',
    'At {place}, {name} the {kind} had one wish: to {want}.': '{Name} the {kind} wanted to {want}.',
    '{Comp} pointed out {sight}.': '{Comp} spotted {sight}.',
    '{H} wanted to {want} all the same.': '{H} still wanted to {want}.',
    '{H} would not stop trying to {want}.': '{H} kept trying to {want}.',
  },
  '7-9': {
    ...SHARED,
    'From then on, {object} came along to help find {thing}.':
      'From then on, {object} came along to help.',
    '{H} thanked {helpers} for helping with {thing}.': '{H} thanked {helpers} for helping.',
    '{Object} had seen something that morning and told {him} all about it.':
      '{Object} had seen something that morning. {Object} told {him} all about it.',
    '{H} would {want}, whatever it took.': '{H} would {want}. Nothing would stop {him}.',
  },
};

/** The wording a reader of this age hears for a bank's plain wording. */
export function youngWording(template: string, age: AgeId): string {
  return SHORTER[age]?.[template] ?? template;
}
