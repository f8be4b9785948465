// What a teen or adult reader hears in place of an episode's plain wording (episode-phrases.ts):
// how the chosen choice went, told with a participle or a clause of why or when, never an adverb
// added to lengthen it. Each wording names the same people, things and places as its plain one.

export const EPISODE_MATURE_WORDINGS: Readonly<Record<string, string>> = {
  'No one had tried that before, so {h} went [carefully].':
    'Since no one had tried that before, {h} went slowly, testing each step.',
  'At first none of it made any sense.': 'Initially, none of it seemed to make sense.',
  'The first answers were not much use.':
    'The first answers proved unhelpful, since nobody had seen very much.',
  'No one else seemed to care, so it was up to {him}.':
    'Since no one else seemed to care, the responsibility fell to {him}.',
  'At first {object} did not want any help.':
    'Initially {object} was reluctant to accept any help.',
  '{H} explained why {h} was there and what {h} was looking for.':
    '{H} explained why {h} had come and what {h} was searching for.',
  '{H} knelt down to see what the trouble was.':
    'Kneeling down, {h} tried to understand what the trouble was.',
  'At first {object} could not remember much.': 'Initially {object} could remember very little.',
  '{Comp} was ready to help from the very start.':
    'From the very beginning, {comp} was eager to help.',
  'Somewhere close by, the first answer was waiting.':
    'Somewhere nearby, the first answer was waiting to be discovered.',
  'Because {h} had stopped to help, {h} learned something new.':
    'Because {h} had paused to help, {h} learned something unexpected.',
  'Piece by piece, the answers began to line up.': 'Piece by piece, the answers began to align.',
  'The first step was to look around [carefully].':
    'The first step was to survey the surroundings before touching anything.',
  'Step by step, {h} kept going until the worst was over.':
    'Advancing one deliberate step at a time, {h} persisted until the worst had passed.',
  'Helping had cost {him} some time, but it had been worth it.':
    'Helping had cost {him} valuable time, but it had been worthwhile.',
  'With patience, {h} found a way that worked.':
    'With patience, {h} discovered an approach that worked.',
  '{H} spoke softly, so {object} would not be [scared].':
    'Speaking softly, {h} made sure {object} would not be [scared].',
  '{H} chose the way that looked safest, even though it was longer.':
    '{H} chose the route that appeared safest, even though it was longer.',
  'Before starting, {h} tested the first step to see if it would hold.':
    'Before starting, {h} tested the first step to confirm it would hold.',
  '{H} thought [carefully] about where to begin.':
    '{H} considered where to begin, since there were several possibilities.',
  'Whatever happened, this was where it began.':
    'Whatever happened next, this was where everything began.',
  '{H} listened more than {h} talked, which was not easy.':
    '{H} listened far more than {h} talked, which took restraint.',
  'If {h} did nothing, no one else would.':
    'If {h} did nothing, nobody else would intervene before it was too late.',
  'The [hard]est part came near the end, where the way grew narrow.':
    'The [hard]est part came near the end, where the way narrowed.',
  '{Comp} noticed something {h} had missed.': '{Comp} noticed a detail {h} had overlooked.',
  '{Comp} waited nearby, ready to lend a hand.':
    '{Comp} waited nearby, prepared to step in if necessary.',
  '{Comp} stayed close the whole time, and that helped.':
    'Throughout, {comp} stayed close, which made a difference.',
  '{Comp} kept watch while {h} worked.':
    '{Comp} kept watch while {h} worked, alert to every movement.',
  'With {comp} there, it felt less lonely.': 'With {comp} there, the task felt less solitary.',
  'Now that it was done, {h} could think about what to do next.':
    'Now that it was finished, {h} could consider what should happen next.',
  'For the first time that day, {h} smiled properly.':
    'For the first time that day, {h} smiled without reservation.',
  'It had taken longer than {h} had hoped, but it was worth it.':
    'It had taken longer than {h} had anticipated, but the effort was worthwhile.',
  'Little by little, the picture was becoming clearer.':
    'Gradually, the whole picture was becoming clearer than it had been that morning.',
  '{H} began [carefully], keeping one hand free in case of a slip.':
    'Advancing with caution, {h} kept one hand free in case of a slip.',
  'It showed {him} somewhere {h} had not thought to look.':
    'It revealed a possibility {h} had never considered before that moment.',
  'Because it had worked, {h} felt ready for the next part.':
    'Because the attempt had succeeded, {h} felt prepared for whatever came next.',
  '{H} [looked] at {object} for a long moment before starting.':
    '{H} studied {object} for a long moment before committing to anything.',
  '{H} went first, since it had been {his} idea.':
    '{H} went first, since the idea had originally been {his} own.',
  'Once {h} slipped and had to wait until {his} heart slowed down.':
    'After one slip, {h} had to wait until {his} pounding heart steadied.',
  'It meant the search could go on in a new direction.':
    'It meant the search could continue in a new and more promising direction.',
  'A sudden noise made {him} freeze, but it was nothing at all.':
    'A sudden noise made {him} freeze, though it proved to be nothing.',
  'Although {h} was [tired], {h} felt proud of what {h} had done.':
    'Although {h} was [tired], {h} felt proud of what {h} had accomplished.',
  'At the worst moment, {his} foot caught and {h} nearly fell.':
    'At the worst possible moment, {his} foot caught on something hidden.',
  'It was darker than {h} had expected, and much colder.':
    'The way was far darker and colder than {h} had anticipated.',
  '{H} went over {object} [carefully], one part at a time.':
    '{H} examined {object} one section at a time.',
  'For a while {h} was sure {h} had missed something.':
    'For a while {h} was convinced {h} had overlooked something.',
  '{H} took {his} time with {object}, checking every detail.':
    '{H} took {his} time with {object}, inspecting every detail.',
  '{H} wrote down everything {h} noticed about {object}.':
    '{H} recorded everything {h} noticed about {object}.',
  'In the end, patience got {him} through.':
    'In the end, patience carried {him} through where speed would have failed.',
  '{H} held {his} breath and leaned in for a closer look.':
    'Holding {his} breath, {h} leaned in for a closer look.',
  'The light was poor, so the details were hard to make out.':
    'Because the light was poor, the details were difficult to distinguish.',
  'Before touching anything, {h} made a careful sketch of {object}.':
    'Before touching anything, {h} made a detailed sketch of {object}.',
  'By going slowly, {h} got through without a scratch.':
    'By moving deliberately, {h} got through without a scratch.',
  'So {h} went back to the start and checked again.':
    'So {h} returned to the beginning and checked everything again.',
  'Something was missing, although {h} could not say what.':
    'Something was missing, although {h} could not yet identify what it was.',
  '{H} counted to three, took a breath and pushed on.':
    'Counting to three, {h} took a steadying breath and pushed on.',
  'The first idea {h} had turned out to be wrong.':
    '{His} first theory turned out to be mistaken, because it left one detail unexplained.',
  'One detail did not fit with the rest.':
    'One detail refused to fit with everything else that had been found.',
  'Slowly, the pieces began to make sense.':
    'Slowly, the scattered pieces began to form a coherent pattern.',
  '{H} asked [carefully], one question at a time.':
    '{H} asked one question at a time, listening to each answer.',
  'Some of it did not match what {h} already knew.':
    'Some of it contradicted what {h} already knew.',
  'A second look showed what the first had missed.':
    'A second examination revealed what the first had missed.',
  'When {h} put the details side by side, a pattern appeared.':
    'When {h} compared the details side by side, a pattern emerged.',
  'It was not as simple as it looked.':
    'The task was more complicated than it had looked from a distance.',
  '{H} put everything else aside for a while.': '{H} set everything else aside to concentrate.',
  '{H} found something solid to hold on to and waited.':
    'Finding something solid to hold on to, {h} waited.',
  'No one else had stopped, and it was easy to see why.':
    'No one else had stopped, which was easy to understand.',
  '{H} described everything that had happened so far.':
    '{H} described everything that had happened, omitting nothing.',
  'It took much longer than {h} had expected.': 'It took longer than {h} had anticipated.',
  'Before doing anything, {h} asked what would help most.':
    'Before doing anything, {h} asked what would be most helpful.',
  'A kind word did more than {h} had thought it could.':
    'A kind word accomplished more than {h} had imagined possible.',
  'First {h} looked at {object} from a little way off, then up close.':
    '{H} observed {object} from a distance first, then up close.',
  'The answers kept wandering off the point.': 'The answers kept drifting away from the point.',
  '{H} did not rush, and listened first.': 'Refusing to rush, {h} listened first.',
  'Before anything else, {h} made a plan.':
    'Before anything else, {h} devised a plan, deciding what to try first.',
  'It would not be easy, but {h} wanted to try.':
    'It would not be easy, but {h} was determined to try, whatever the difficulty.',
  'The first thing {h} tried did not work.':
    '{His} first attempt failed, because {h} had rushed it.',
  'Halfway, the way was blocked, so {h} had to find another.':
    'Halfway along, the way was blocked, forcing {him} to find another.',
  '{H} packed a few things that might be useful.':
    '{H} packed a few things that might prove useful.',
  'Beyond it, {h} found a sign {h} was on the right track.':
    'On the far side, {h} found evidence that {h} was on the right track.',
  '{H} asked one more question, and that was the one that counted.':
    '{H} asked one final question, which turned out to be the one that mattered.',
  '{H} decided to begin at once, before {h} lost heart.':
    '{H} decided to begin immediately, before {h} lost heart.',
  'Then {object} remembered something important.':
    'Then {object} remembered something significant.',
  'In the end, a small thing made all the difference.':
    'In the end, a small detail made all the difference.',
  'Then {h} tried looking at it the other way round.':
    'Then {h} tried approaching it from the opposite direction.',
  'So {h} started with what {h} already knew.': 'So {h} started with what {h} already understood.',
  'It felt good to be doing something at last.':
    'After so much waiting, it felt good to be doing something productive.',
  'Slowly the way opened up again, and {h} could breathe.':
    'Slowly the way opened up again, allowing {him} to breathe.',
  'Once {object} trusted {him}, the rest was easy.':
    'Once {object} trusted {him}, everything else was straightforward.',
  'There was no time to waste, so {h} set off at once.':
    'With no time to waste, {h} set off immediately.',
  'Having {comp} there helped a lot.': 'Having {comp} there made the work easier.',
  'What {h} found there made the next step much clearer.':
    'What {h} discovered there clarified the next step.',
  'It was not the usual way, but {h} was sure of it.':
    'It was not the usual approach, but {h} was confident it would work.',
  'But {h} kept at it, and it worked.': 'But {h} persevered until it worked.',
  'A small change was all it needed.': 'A small adjustment was all it needed.',
  'So {h} tried once more, a little differently.':
    'So {h} tried once more, adjusting the approach.',
  'It opened a way no one had seen before.':
    'It opened a possibility no one had considered before.',
  'Now {h} knew which question to ask next.':
    'Now {h} knew which question mattered next and whom to ask it.',
  'So {h} tried again, more gently this time.':
    'So {h} tried again, with a lighter touch this time.',
  'But one small detail stood out.': 'But one particular detail stood out from the rest.',
  'Not everything went to plan.': 'Not everything went according to plan.',
  'Halfway through, something went wrong.':
    'Halfway through, something went wrong that nobody had expected.',
  '{H} had thought about it before trying it.': '{H} had thought it through before attempting it.',
  'Although {h} was a little [scared], {h} was excited too.':
    'Although {h} was a little [scared], {h} was also excited by what might lie ahead.',
};
