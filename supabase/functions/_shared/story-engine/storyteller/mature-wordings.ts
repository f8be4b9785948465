// What a teen or adult reader hears in place of the bank's plain wordings: the same event in more
// precise verbs, with a participial phrase or a clause that says why or when, so their reading
// level comes from the language itself, never from gluing clauses together with "and". Each
// wording names the same people, things and places as the plain one it stands for.
import type { AgeId } from '../../age-bands.ts';
import { EPISODE_MATURE_WORDINGS } from './episode-mature-wordings.ts';
import { PLOT_MATURE_WORDINGS } from './plot-mature-wordings.ts';

// The part's own lines: the action, texture, what the companion does, the closing question.
const PART_MATURE_WORDINGS: Readonly<Record<string, string>> = {
  '{H} {past} {object} [carefully].': '{H} {past} {object}, looking for anything out of place.',
  '{Object} held a clue about {thing}.':
    '{Object} concealed a clue about {thing}, small but unmistakable.',
  '{H} could hear {sound}.': 'Somewhere in the distance, {h} could hear {sound}.',
  'When {h} heard {sound}, {h} stopped to listen.': 'When {h} heard {sound}, {h} paused to listen.',
  'For a moment, {h} only watched {sight}.':
    'For a long moment, {h} observed {sight} without moving.',
  '{H} made a note of {sight} for later.':
    '{H} made a mental note of {sight}, suspecting it might matter later.',
  '{H} paused beside {sight} to catch {his} breath.':
    'Pausing beside {sight}, {h} waited to recover {his} breath.',
  'When {h} looked back, {sight} seemed smaller than before.':
    'Looking back, {h} noticed that {sight} seemed much smaller than before.',
  'It took a while, but {object} smiled at last.':
    'It took patience, but eventually {object} smiled.',
  'The only sound was {sound}.': 'The only audible sound was {sound}.',
  '{Object} promised to help {him} {want}.':
    'Grateful for the kindness, {object} promised to help {him} {want}.',
  'There, half hidden, {h} [saw] {sight}.': 'There, partially hidden, {h} [saw] {sight}.',
  'From then on, {object} came along to help find {thing}.':
    'From then on, {object} accompanied them, determined to help find {thing}.',
  '{Comp} noticed {sight} first and waited for {him}.':
    '{Comp}, who had noticed {sight} first, waited for {him} to catch up.',
  'Until that moment, {h} had not noticed {sight}.':
    'Until that moment, {h} had overlooked {sight}.',
  '{H} could tell from {sound} that the place was wide awake.':
    '{H} could tell from {sound} that the whole place was already awake.',
  '{H} brushed the dust from {his} sleeves.':
    '{H} brushed the dust from {his} sleeves, considering what came next.',
  'Since no one else was around, {h} listened to {sound}.':
    'With no one else around, {h} listened to {sound}.',
  'Before {h} moved on, {h} took a long look at {sight}.':
    'Before moving on, {h} studied {sight} for a long moment.',
  'Because {comp} had stopped, {h} turned to see why.':
    'Because {comp} had come to a halt, {h} turned to see why.',
  '{H} would not give up on {thing}.': '{H} refused to abandon the search for {thing}.',
  'It was {comp} who asked the right question.': 'It was {comp} who asked the decisive question.',
  'Before long, {h} and {comp} reached {sight}.':
    'Before long, {h} and {comp} arrived beside {sight}.',
  'Though the day was long, {h} did not feel like stopping.':
    'Although the day had been exhausting, {h} felt no desire to stop.',
  'It was quiet near {location}, apart from {sound}.':
    'Near {location}, everything was silent apart from {sound}.',
  '{H} glanced back the way {h} had come.': '{H} glanced back along the route {h} had travelled.',
  '{Comp} stayed close to {him}.':
    '{Comp} stayed close beside {him}, watching for anything that moved.',
  '{H} [thought] about {thing} once more.': 'Once again, {h} [thought] about {thing}.',
  'Now {h} knew where to look next.': 'Now {h} understood where to look next.',
  'Since the light was fading a little, {h} walked faster.':
    'Since the light was fading, {h} quickened {his} pace.',
  'After a while, the path led past {sight}.': 'Further on, the path led past {sight}.',
  '{Comp} whispered something about {thing}.': '{Comp} murmured something about {thing}.',
  '{Comp} looked out for trouble ahead.':
    '{Comp} scanned the way ahead for anything that looked like trouble.',
  'After a long stretch of walking, {h} came upon {sight}.':
    'After a long stretch of walking, {h} encountered {sight}.',
  '{H} went over the clues once more.':
    '{H} reviewed the clues once more, looking for the one that did not fit.',
  'Every few steps, {h} checked that {comp} was keeping up.':
    'Every few steps, {h} checked that {comp} was still keeping up.',
  'Because the way was narrow, {h} walked slowly past {sight}.':
    'Because the way was narrow, {h} edged past {sight}.',
  '{His} mind kept going back to {thing}.': '{His} thoughts kept returning to {thing}.',
  '{H} found a way around {sight} and went on.':
    'Finding a way around {sight}, {h} continued onward.',
  '{H} counted every step toward {thing}.': '{H} counted every remaining step toward {thing}.',
  'If anything changed ahead, {comp} would be the first to notice.':
    'If anything changed ahead, {comp} would notice first.',
  'Once {h} had passed {sight}, the way grew quieter.':
    'Once {h} had passed {sight}, the surroundings grew quieter.',
  'The clues were starting to fit together.': 'The clues were beginning to fit together.',
  '{H} [was] still sure {h} could {want}.': '{H} remained confident that {h} could {want}.',
  'Because {h} had not turned back, {comp} did not either.':
    'Because {h} had refused to turn back, {comp} stayed as well.',
  '{Comp} stopped to look at {sight}.': '{Comp} paused to examine {sight} more closely.',
  '{Object} {was:object} so [grateful].':
    '{Object} {was:object} so [grateful] that words seemed inadequate.',
  '{H} showed {comp} {sight}, and they stopped to look.':
    'Pointing out {sight}, {h} paused so that {comp} could look too.',
  'At first {comp} had missed it, but now it was plain.':
    'Initially {comp} had overlooked it, but now it was obvious.',
  '{Comp} caught up, out of breath but smiling.': '{Comp} caught up, breathless but smiling.',
  'Though {h} had never been near {location} before, it felt familiar.':
    'Though {h} had never visited {location} before, it felt strangely familiar.',
  'When {comp} laughed, {h} laughed too.': 'When {comp} laughed, {h} could not help laughing too.',
  'Although {h} could not see far ahead, {h} trusted the way.':
    'Although {h} could not see far ahead, {h} trusted the path.',
  'With {helper} along, {h} felt braver.': 'With {helper} alongside, {h} felt braver.',
  '{Helper} walked beside {him} now.': '{Helper} walked beside {him} now, matching {his} pace.',
  '{H} knew more now than at the start.':
    '{H} understood a great deal more now than at the beginning.',
  '{H} was still near {location}.': '{H} remained near {location}, considering the next move.',
  'What {h} had learned so far helped.': 'Everything {h} had learned so far proved useful.',
  'Something about {object} did not add up until {h} looked again.':
    'Something about {object} seemed inconsistent until {h} looked again.',
  'Now {h} knew more about {thing}.': 'Now {h} understood a little more about {thing}.',
  '{Object} {was:object} [hard], but {h} did not give up.':
    '{Object} {was:object} [hard], but {h} refused to give up.',
  'From there, {h} could see the way to {thing}.':
    'From that vantage point, {h} could finally see the way to {thing}.',
  '{H} felt {scared} at first, but {h} kept going.':
    'Although {h} felt {scared} initially, {h} persisted until the feeling passed.',
  '{H} tucked the clue away for later.': '{H} tucked the clue away, intending to examine it later.',
  'Afterwards {comp} was glad they had stopped.': 'Afterwards {comp} was grateful they had paused.',
  'When {h} explained it, {comp} nodded slowly.':
    'When {h} explained {his} reasoning, {comp} nodded slowly.',
  '{H} kept in mind what {h} had found out.': '{H} kept in mind everything {h} had discovered.',
  '{H} remembered a story about a place just like this one.':
    '{H} remembered a story about a place much like this one.',
  '{Object} had seen something that morning and told {him} all about it.':
    '{Object} had witnessed something that morning and described it to {him} in detail.',
  'It changed where {h} would look for {thing}.':
    'It changed where {h} intended to look for {thing}.',
  '{H} thought hard about what to try next.': '{H} considered what to attempt next.',
  '{Comp} seemed just as eager to go on.': '{Comp} seemed equally eager to continue.',
  'After {h} had rested for a moment, {h} felt ready again.':
    'After resting for a moment, {h} felt ready to continue.',
  '{Comp} had an idea, so {h} listened carefully.':
    '{Comp} had a suggestion, so {h} listened closely.',
  '{Comp} helped too, and did not mind the wait.': '{Comp} helped as well, never minding the wait.',
  '{Comp} asked a question, and {h} answered it with care.':
    'When {comp} asked a question, {h} answered it with care.',
  'Helping had taught them something new.': 'Helping had taught them something unexpected.',
  '{Comp} had noticed the trouble first.': '{Comp} had been the first to notice the trouble.',
  '{Comp} leaned in to see what it meant.': '{Comp} leaned in, curious to see what it meant.',
  '{Comp} let out a long breath.': '{Comp} exhaled slowly, relieved that it was over.',
  '{H} had done it by being brave when it counted.':
    '{H} had succeeded by being brave when it mattered most.',
  '{H} had done it by thinking things through.':
    '{H} had succeeded by thinking everything through.',
  '{H} had done it by being kind to everyone along the way.':
    '{H} had succeeded by being kind to everyone along the way.',
  '{H} stepped around {sight} and kept going.': 'Stepping around {sight}, {h} kept going.',
  'The answer was not what {h} had expected, but it helped.':
    'The answer was not what {h} had expected, but it proved helpful.',
  'Once {comp} caught up, the two of them went on together.':
    'Once {comp} caught up, the two of them continued together.',
  '{H} [gathered] {his} courage and {past} {object}.':
    'Summoning {his} courage, {h} {past} {object}.',
  'Without waiting, {h} {past} {object}.': "Without a moment's hesitation, {h} {past} {object}.",
  'First, {h} {past} {object}.': 'To begin with, {h} {past} {object}.',
  '{Object} had been worth it, and {h} felt nearer to finding {thing} now.':
    'Because {object} had been worth the trouble, {h} felt nearer to finding {thing}.',
  'In thanks, {object} shared everything that might help.':
    'In gratitude, {object} shared everything that might prove useful.',
  'Before they went on, {object} gave them a useful tip.':
    'Before they moved on, {object} offered them a useful piece of advice.',
  '{H} still had {item} safe.': '{H} still kept {item} safe, within easy reach.',
  '{H} had {clues} so far.': 'So far, {h} had gathered {clues}.',
  'Although {h} was tired, {h} kept going toward {location}.':
    'Although {h} was tired, {h} pressed on toward {location}.',
  'When the path grew steep, {h} slowed down and chose each step.':
    'When the path grew steep, {h} slowed, choosing each foothold with care.',
  'At first {comp} was not sure, but the plan worked.':
    'Although {comp} had doubted it at first, the plan worked.',
  '{Comp} would tell everyone about it later.': '{Comp} would describe it to everyone later.',
  'Although {comp} said nothing, {h} understood.':
    'Although {comp} said nothing, {h} understood what {comp} meant.',
  '{H} wondered what {comp} was thinking.':
    '{H} wondered what {comp} was thinking, but did not ask.',
  '{H} smiled at {comp}.': '{H} smiled at {comp}, glad of the company.',
  'A little further on, {h} passed {sight}.':
    'A little further on, {h} passed {sight} without stopping.',
  'What would {h} do now?': 'Faced with these possibilities, what would {h} decide?',
  'Which way should {h} choose?': 'Which of these directions should {h} choose?',
  'Behind {him} rose {location}.': 'Behind {him} rose {location}, where {h} had just been.',
  '{Comp} stayed right beside {him}.':
    '{Comp} stayed right beside {him}, never more than a step away.',
  '{Comp} followed a step behind.': '{Comp} followed a step behind, watching the way ahead.',
  '{Comp} gave {him} a quick nod.': '{Comp} gave {him} a quick nod of encouragement.',
  '{Comp} was still there, close at hand.':
    '{Comp} was still there, close enough to help if needed.',
  '{They:object} showed {him} something new about {thing}.':
    '{They:object} revealed something {h} had not known about {thing}.',
  '{H} kept that in mind for later.': '{H} kept that in mind, certain it would matter later.',
  'Something about {object} puzzled {him} until {h} looked again.':
    'Something about {object} puzzled {him} until {h} took a second, closer look.',
  'What should happen next?': 'Given everything so far, what should happen next?',
  '{Comp} needed a moment, then grinned.': '{Comp} needed a moment to take it in, then grinned.',
  'Even though the way was unfamiliar, {h} felt steady.':
    'Even though the way was unfamiliar, {h} felt steady, trusting {his} own judgement.',
};

export const MATURE_WORDINGS: Readonly<Record<string, string>> = {
  ...PART_MATURE_WORDINGS,
  ...EPISODE_MATURE_WORDINGS,
  ...PLOT_MATURE_WORDINGS,
};

// A reader of 10–12 hears the older wordings shaped by a clause of why, when or despite what, a
// relative clause or an opening participle: the shape of their sentences grows before their words do.
const SUBORDINATE =
  /^(?:Because|When|Although|Though|Even though|Since|Once|Before|After|Until|If)\b|^[A-Z][a-z]+ing\b[^,]*, |, (?:which|who|because|since|although|though|where|until)\b| until /;

/** The wording a reader of this age hears for a bank's plain wording. */
export function matureWording(template: string, age: AgeId): string {
  const mature = MATURE_WORDINGS[template];
  if (mature === undefined || age === '4-6' || age === '7-9') return template;
  if (age === '10-12') return SUBORDINATE.test(mature) ? mature : template;
  return mature;
}
