// What a teen or adult reader hears in place of the bank's plain wordings: the same event in more
// precise verbs, with a participial phrase or a clause that says why or when, so their reading
// level comes from the language itself, never from gluing clauses together with "and". Each
// wording names the same people, things and places as the plain one it stands for.
import type { AgeId } from '../../age-bands.ts';

export const MATURE_WORDINGS: Readonly<Record<string, string>> = {
  '{Object} held a clue about {thing}.':
    '{Object} concealed a clue about {thing}, small but unmistakable.',
  '{H} could hear {sound}.': 'Somewhere in the distance, {h} could hear {sound}.',
  'When {h} heard {sound}, {h} stopped to listen.':
    'When {h} heard {sound}, {h} paused to listen attentively.',
  'At first none of it made any sense.':
    'Initially, none of it seemed to make any sense whatsoever.',
  'For a moment, {h} only watched {sight}.': 'For a long moment, {h} simply observed {sight}.',
  '{H} made a note of {sight} for later.':
    '{H} made a mental note of {sight}, suspecting it might matter later.',
  '{H} paused beside {sight} to catch {his} breath.':
    'Pausing beside {sight}, {h} waited to recover {his} breath.',
  'When {h} looked back, {sight} seemed smaller than before.':
    'Looking back, {h} noticed that {sight} seemed much smaller than before.',
  'It took a while, but {object} smiled at last.':
    'It took considerable patience, but eventually {object} smiled.',
  '{H} wondered what {comp} was thinking.': '{H} wondered silently what {comp} was thinking.',
  'The only sound was {sound}.': 'The only audible sound was {sound}.',
  '{Object} promised to help {him} {want}.':
    'Grateful for the kindness, {object} promised to help {him} {want}.',
  'There, half hidden, {h} [saw] {sight}.': 'There, partially hidden, {h} [saw] {sight}.',
  'From then on, {object} came along to help find {thing}.':
    'From then on, {object} accompanied them, determined to help find {thing}.',
  '{H} smiled at {comp}.': '{H} smiled gratefully at {comp}.',
  'The first answers were not much use.': 'The first answers were disappointingly unhelpful.',
  '{Comp} noticed {sight} first and waited for {him}.':
    '{Comp} noticed {sight} first, waiting patiently for {him} to catch up.',
  'Until that moment, {h} had not noticed {sight}.':
    'Until that moment, {h} had completely failed to notice {sight}.',
  '{H} could tell from {sound} that the place was wide awake.':
    '{H} could tell from {sound} that the whole place was already awake.',
  '{H} brushed the dust from {his} sleeves.':
    '{H} brushed the dust from {his} sleeves, considering what came next.',
  'So {h} tried again, more gently this time.':
    'So {h} tried again, more gently and patiently this time.',
  'Since no one else was around, {h} listened to {sound}.':
    'Since no one else was around, {h} listened quietly to {sound}.',
  'Before {h} moved on, {h} took a long look at {sight}.':
    'Before moving on, {h} studied {sight} for a long moment.',
  'Because {comp} had stopped, {h} turned to see why.':
    'Because {comp} had paused unexpectedly, {h} turned to discover why.',
  '{H} would not give up on {thing}.': '{H} refused to abandon the search for {thing}.',
  'It was {comp} who asked the right question.':
    'Eventually it was {comp} who asked the decisive question.',
  'No one else seemed to care, so it was up to {him}.':
    'Since no one else seemed to care, it was entirely up to {him}.',
  'At first {object} did not want any help.':
    'Initially {object} was reluctant to accept any help.',
  'Before long, {h} and {comp} reached {sight}.':
    'Before long, {h} and {comp} arrived beside {sight}.',
  '{H} explained why {h} was there and what {h} was looking for.':
    '{H} explained patiently why {h} had come and what {h} was searching for.',
  'Though the day was long, {h} did not feel like stopping.':
    'Although the day had been exhausting, {h} felt no desire to stop.',
  '{H} knelt down to see what the trouble was.':
    'Kneeling down, {h} tried to understand what the trouble was.',
  'At first {object} could not remember much.': 'Initially {object} could remember very little.',
  'It was quiet near {location}, apart from {sound}.':
    'Near {location}, everything was silent apart from {sound}.',
  '{Comp} was ready to help from the very start.':
    'From the very beginning, {comp} was eager to help.',
  '{H} glanced back the way {h} had come.': '{H} glanced back along the route {h} had travelled.',
  '{Comp} stayed close to {him}.': '{Comp} stayed close beside {him}, watchful and alert.',
  '{H} [thought] about {thing} once more.': 'Once again, {h} [thought] about {thing}.',
  'Now {h} knew where to look next.': 'Now {h} understood exactly where to look next.',
  'Somewhere close by, the first answer was waiting.':
    'Somewhere nearby, the first answer was waiting to be discovered.',
  'Because {h} had stopped to help, {h} learned something new.':
    'Because {h} had paused to help, {h} learned something unexpected.',
  'Since the light was fading a little, {h} walked faster.':
    'Since the light was gradually fading, {h} quickened {his} pace.',
  'After a while, the path led past {sight}.': 'Eventually, the path led past {sight}.',
  '{H} gathered every bit of courage.': '{H} summoned every remaining scrap of courage.',
  'Piece by piece, the answers began to line up.': 'Piece by piece, the answers began to align.',
  'The road to {thing} would be long.': 'The journey to {thing} would undoubtedly be long.',
  '{Comp} whispered something about {thing}.':
    '{Comp} whispered something about {thing}, barely audible.',
  '{Comp} looked out for trouble ahead.': '{Comp} watched attentively for trouble ahead.',
  'The first step was to look around [carefully].':
    'The first step was to survey the surroundings [carefully].',
  'Step by step, {h} kept going until the worst was over.':
    'Advancing one deliberate step at a time, {h} persisted until the worst had passed.',
  '{H} read on and learned more.': '{H} continued reading, learning more with every page.',
  'After a long stretch of walking, {h} came upon {sight}.':
    'After a long stretch of walking, {h} eventually encountered {sight}.',
  'From there, {h} could see much further than before.':
    'From there, {h} could see much further into the distance than before.',
  '{H} went over the clues once more.': '{H} reviewed the clues once more, methodically.',
  'Every few steps, {h} checked that {comp} was keeping up.':
    'Every few steps, {h} checked that {comp} was still keeping up.',
  '{H} said thank you with a smile.': '{H} expressed {his} gratitude with a smile.',
  'At last it was nearly done.': 'At last the task was almost complete.',
  '{H} stopped to think.': '{H} paused to consider the possibilities.',
  'It would not be as easy as it looked.':
    'It would be significantly more difficult than it appeared.',
  'At first everything went wrong at once.':
    'Initially everything seemed to go wrong simultaneously.',
  'Nothing at {place} was where it should be.':
    'Nothing at {place} was where it was supposed to be.',
  '{Comp} helped to put it right.': '{Comp} helped to repair the damage patiently.',
  'Then a [big] problem came up.': 'Then an unexpected and [big] problem emerged.',
  'Something broke, just when {h} needed it most.':
    'Something broke, precisely when {h} needed it most.',
  '{H} felt {scared} but did not give up.': 'Although {h} felt {scared}, {h} refused to give up.',
  '{Comp} had an idea nobody else had thought of.':
    '{Comp} proposed an idea that nobody else had considered.',
  'It was simple, and it might just work.':
    'The plan was simple, which meant it might actually work.',
  'Helping had cost {him} some time, but it had been worth it.':
    'Helping had cost {him} valuable time, but it had been worthwhile.',
  'Because the way was narrow, {h} walked slowly past {sight}.':
    'Because the way was narrow, {h} edged cautiously past {sight}.',
  '{His} mind kept going back to {thing}.': '{His} thoughts kept returning to {thing}.',
  'A little further on, {h} passed {sight}.':
    'A little further on, {h} passed {sight}, barely noticing.',
  'With patience, {h} found a way that worked.':
    'With patience, {h} eventually discovered an approach that worked.',
  'Then {h} saw how worried someone else was.': 'Then {h} recognised how anxious someone else was.',
  '{H} found a way around {sight} and went on.':
    'Finding a way around {sight}, {h} continued onward.',
  '{Comp} kept close.': '{Comp} kept close, unwilling to fall behind.',
  '{H} held {his} breath.': '{H} held {his} breath, hardly daring to move.',
  'This was the moment.': 'This was the moment everything had been leading towards.',
  '{H} smiled.': '{H} smiled, quietly satisfied.',
  '{Comp} passed the tools.': '{Comp} passed the tools across, one after another.',
  'Wires sparked and fizzed.': 'Exposed wires sparked and fizzed alarmingly.',
  '{H} opened a panel and got to work.': 'Opening a panel, {h} got to work immediately.',
  '{H} counted every step toward {thing}.': '{H} counted every remaining step toward {thing}.',
  'If anything changed ahead, {comp} would be the first to notice.':
    'If anything changed ahead, {comp} would undoubtedly notice first.',
  '{H} could almost {want}.': 'Finally, {h} could almost {want}.',
  'Once {h} had passed {sight}, the way grew quieter.':
    'Once {h} had passed {sight}, the surroundings grew noticeably quieter.',
  'A friend appeared when {h} needed one most.':
    'Unexpectedly, a friend appeared precisely when {h} needed one most.',
  'Then the ground shook, and the path split in two.':
    'Then the ground trembled violently, splitting the path in two.',
  'The clues were starting to fit together.': 'The clues were gradually beginning to fit together.',
  '{H} [walked] on and did not look back.': '{H} [walked] onward without looking back.',
  'The long road home felt short.': 'The long road home felt surprisingly short.',
  '{Comp} cheered all the way.': '{Comp} cheered enthusiastically all the way.',
  'They went home tired and happy.': 'They returned home exhausted but genuinely happy.',
  '{H} [was] still sure {h} could {want}.': '{H} remained confident that {h} could {want}.',
  'Today was the day to try, and {comp} was there too.':
    'Today was the day to try, with {comp} there as well.',
  'It might help {him} {want}.': 'It might eventually help {him} {want}.',
  'Because {h} had not turned back, {comp} did not either.':
    'Because {h} had refused to turn back, {comp} stayed as well.',
  '{Comp} stopped to look at {sight}.': '{Comp} paused to examine {sight} more closely.',
  '{Object} {was:object} so [grateful].':
    '{Object} {was:object} so [grateful] that words seemed inadequate.',
  '{H} spoke softly, so {object} would not be [scared].':
    'Speaking softly, {h} made sure {object} would not be [scared].',
  '{H} showed {comp} {sight}, and they stopped to look.':
    'Pointing out {sight}, {h} paused so that {comp} could look too.',
  'Although {comp} said nothing, {h} understood.':
    'Although {comp} said nothing, {h} understood perfectly.',
  '{H} chose the way that looked safest, even though it was longer.':
    '{H} chose the route that appeared safest, even though it was longer.',
  'At first {comp} had missed it, but now it was plain.':
    'Initially {comp} had overlooked it, but now it was obvious.',
  'Before starting, {h} tested the first step to see if it would hold.':
    'Before starting, {h} tested the first step to confirm it would hold.',
  '{Comp} caught up, out of breath but smiling.': '{Comp} caught up, breathless but smiling.',
  '{H} thought [carefully] about where to begin.': '{H} considered [carefully] where to begin.',
  'Though {h} had never been near {location} before, it felt familiar.':
    'Though {h} had never visited {location} before, it felt strangely familiar.',
  'Whatever happened, this was where it began.':
    'Whatever happened next, this was where everything began.',
  'Even though the way was unfamiliar, {h} felt steady.':
    'Even though the way was unfamiliar, {h} felt remarkably steady.',
  'Although {h} was a little [scared], {h} was excited too.':
    'Although {h} was a little [scared], {h} was also genuinely excited.',
  'But the last part was the [hard]est of all.': 'But the final stretch was the [hard]est of all.',
  'More than anything, {h} wanted to {want}.': 'More than anything, {h} longed to {want}.',
  '{H} would not stop trying to {want}.': '{H} refused to stop trying to {want}.',
  'It knew a secret way to {thing}.': 'It knew a secret route to {thing}.',
  '{H} reached out, and at last {h} could {want}.':
    'Reaching out, {h} understood that at last {h} could {want}.',
  '{His} choice mattered.': '{His} choice genuinely mattered.',
  '{H} listened more than {h} talked, which was not easy.':
    '{H} listened far more than {h} talked, which required considerable restraint.',
  'When {comp} laughed, {h} laughed too.': 'When {comp} laughed, {h} could not help laughing too.',
  'If {h} did nothing, no one else would.': 'If {h} did nothing, nobody else would intervene.',
  'The [hard]est part came near the end, where the way grew narrow.':
    'The [hard]est part came near the end, where the way narrowed considerably.',
  'Although {h} could not see far ahead, {h} trusted the way.':
    'Although {h} could not see far ahead, {h} trusted the path completely.',
  '{H} traced the fault to one cracked part.':
    '{H} traced the fault to a single cracked component.',
  'Slowly, the lights came back.': 'Slowly, the lights flickered back to life.',
  'Someone nearby looked sad.': 'Someone nearby looked unmistakably sad.',
  'Now everything was upside down.': 'Now everything was completely upside down.',
  '{H} laughed until {h} had the hiccups.': '{H} laughed helplessly until {h} had the hiccups.',
  'Everyone near {place} was upset.': 'Everyone near {place} was visibly upset.',
  'That was the first clue.': 'That was the first genuine clue.',
  '{H} listed who had been near {place}.':
    '{H} methodically listed everyone who had been near {place}.',
  '{SuspectA} had been busy all night.': '{SuspectA} had apparently been busy all night.',
  'Others had seen it too.': 'Other witnesses had noticed it too.',
  'One name was crossed out.': 'One name was eliminated from the list.',
  'It led away from {place}.': 'It led directly away from {place}.',
  '{SuspectB} had been far away.': '{SuspectB} had evidently been far away.',
  'One name was left in the notebook.': 'Only one name remained in the notebook.',
  '{H} gathered everyone near {place}.': '{H} assembled everyone near {place}.',
  'With {helper} along, {h} felt braver.': 'With {helper} alongside, {h} felt noticeably braver.',
  '{Comp} noticed something {h} had missed.':
    '{Comp} noticed a detail {h} had overlooked entirely.',
  '{Comp} waited nearby, ready to lend a hand.':
    '{Comp} waited nearby, prepared to step in if necessary.',
  '{Comp} stayed close the whole time, and that helped.':
    'Throughout, {comp} stayed close, which made a genuine difference.',
  '{Comp} kept watch while {h} worked.':
    '{Comp} kept watch while {h} worked, alert to every movement.',
  'With {comp} there, it felt less lonely.':
    'With {comp} there, the task felt decidedly less solitary.',
  '{Helper} walked beside {him} now.': '{Helper} walked beside {him} now, matching {his} pace.',
  'Now that it was done, {h} could think about what to do next.':
    'Now that it was finished, {h} could consider what should happen next.',
  '{H} knew more now than at the start.':
    '{H} understood a great deal more now than at the beginning.',
  'For the first time that day, {h} smiled properly.':
    'For the first time that day, {h} smiled without reservation.',
  '{H} was still near {location}.': '{H} remained near {location}, considering the next move.',
  'It had taken longer than {h} had hoped, but it was worth it.':
    'It had taken longer than {h} had anticipated, but the effort was worthwhile.',
  'Little by little, the picture was becoming clearer.':
    'Gradually, the whole picture was becoming clearer.',
  '{H} began [carefully], keeping one hand free in case of a slip.':
    'Proceeding [carefully], {h} kept one hand free in case of a slip.',
  'It showed {him} somewhere {h} had not thought to look.':
    'It revealed a possibility {h} had never considered.',
  'Because it had worked, {h} felt ready for the next part.':
    'Because the attempt had succeeded, {h} felt prepared for whatever came next.',
  '{H} [looked] at {object} for a long moment before starting.':
    '{H} studied {object} for a long moment before committing to anything.',
  'What {h} had learned so far helped.': 'Everything {h} had learned so far proved useful.',
  'Something about {object} did not add up, and then it did.':
    'Something about {object} seemed inconsistent until, quite suddenly, it made sense.',
  'Now {h} knew more about {thing}.': 'Now {h} understood a little more about {thing}.',
  '{H} went first, since it had been {his} idea.':
    '{H} went first, since the idea had originally been {his} own.',
  'Now {h} knew which question to ask next.': 'Now {h} knew precisely which question to ask next.',
  'Once {h} slipped and had to wait until {his} heart slowed down.':
    'After one slip, {h} had to wait until {his} pounding heart steadied.',
  '{Object} {was:object} [hard], but {h} did not give up.':
    '{Object} {was:object} [hard], but {h} refused to give up.',
  'From there, {h} could see the way to {thing}.':
    'From that vantage point, {h} could finally see the way to {thing}.',
  '{H} felt {scared} at first, but {h} kept going.':
    'Although {h} felt {scared} initially, {h} persisted.',
  'It meant the search could go on in a new direction.':
    'It meant the search could continue in an entirely new direction.',
  'A sudden noise made {him} freeze, but it was nothing at all.':
    'A sudden noise made {him} freeze, though it proved to be nothing.',
  '{H} tucked the clue away for later.': '{H} tucked the clue away, intending to examine it later.',
  'Although {h} was [tired], {h} felt proud of what {h} had done.':
    'Although {h} was [tired], {h} felt quietly proud of what {h} had accomplished.',
  'At the worst moment, {his} foot caught and {h} nearly fell.':
    'At the worst possible moment, {his} foot caught on something hidden.',
  'It was darker than {h} had expected, and much colder.':
    'The way was far darker and colder than {h} had anticipated.',
  '{H} went over {object} [carefully], one part at a time.':
    '{H} examined {object} [carefully], one section at a time.',
  'For a while {h} was sure {h} had missed something.':
    'For a while {h} was convinced {h} had overlooked something.',
  '{H} took {his} time with {object}, checking every detail.':
    '{H} took {his} time with {object}, inspecting every detail.',
  '{H} wrote down everything {h} noticed about {object}.':
    '{H} recorded everything {h} noticed about {object}.',
  'Afterwards {comp} was glad they had stopped.': 'Afterwards {comp} was grateful they had paused.',
  'When {h} explained it, {comp} nodded slowly.':
    'When {h} explained {his} reasoning, {comp} nodded slowly.',
  'In the end, patience got {him} through.': 'In the end, patience carried {him} through.',
  '{H} held {his} breath and leaned in for a closer look.':
    'Holding {his} breath, {h} leaned in for a closer look.',
  'The light was poor, so the details were hard to make out.':
    'Because the light was poor, the details were difficult to distinguish.',
  'Before touching anything, {h} made a careful sketch of {object}.':
    'Before touching anything, {h} made a meticulous sketch of {object}.',
  'By going slowly, {h} got through without a scratch.':
    'By moving deliberately, {h} got through without a scratch.',
  'So {h} went back to the start and checked again.':
    'So {h} returned to the beginning and checked everything again.',
  '{H} kept in mind what {h} had found out.': '{H} kept in mind everything {h} had discovered.',
  'Something was missing, although {h} could not say what.':
    'Something was missing, although {h} could not identify what.',
  '{H} counted to three, took a breath and pushed on.':
    'Counting to three, {h} took a steadying breath and pushed on.',
  'The first idea {h} had turned out to be wrong.': '{His} first theory turned out to be mistaken.',
  'One detail did not fit with the rest.': 'One detail stubbornly refused to fit with the rest.',
  'Slowly, the pieces began to make sense.': 'Slowly, the scattered pieces began to make sense.',
  '{H} remembered a story about a place just like this one.':
    '{H} remembered a story about a place remarkably like this one.',
  '{Object} had seen something that morning and told {him} all about it.':
    '{Object} had witnessed something that morning and described it to {him} in detail.',
  'It changed where {h} would look for {thing}.':
    'It changed where {h} intended to look for {thing}.',
  '{H} asked [carefully], one question at a time.':
    '{H} asked [carefully], taking one question at a time.',
  'Some of it did not match what {h} already knew.':
    'Some of it contradicted what {h} already knew.',
  '{H} thought hard about what to try next.': '{H} considered what to attempt next.',
  'A second look showed what the first had missed.':
    'A second examination revealed what the first had missed.',
  '{Comp} seemed just as eager to go on.': '{Comp} seemed equally eager to continue.',
  'After {h} had rested for a moment, {h} felt ready again.':
    'After resting for a moment, {h} felt ready to continue.',
  'When {h} put the details side by side, a pattern appeared.':
    'When {h} compared the details side by side, a pattern emerged.',
  'It was not as simple as it looked.':
    'The task was considerably more complicated than it looked.',
  '{H} put everything else aside for a while.':
    '{H} set everything else aside, concentrating completely.',
  '{H} found something solid to hold on to and waited.':
    'Finding something solid to hold on to, {h} waited.',
  'No one else had stopped, and it was easy to see why.':
    'No one else had stopped, which was easy to understand.',
  '{H} described everything that had happened so far.':
    '{H} described everything that had happened, omitting nothing.',
  'It took much longer than {h} had expected.':
    'It took substantially longer than {h} had anticipated.',
  'Before doing anything, {h} asked what would help most.':
    'Before doing anything, {h} asked what would be most helpful.',
  'A kind word did more than {h} had thought it could.':
    'A kind word accomplished more than {h} had imagined possible.',
  'First {h} looked at {object} from a little way off, then up close.':
    '{H} observed {object} from a distance first, then up close.',
  'The story kept wandering off in other directions.':
    'The story kept drifting off in unrelated directions.',
  '{Comp} had an idea, so {h} listened carefully.':
    '{Comp} had a suggestion, so {h} listened attentively.',
  '{H} did not rush, and listened first.': 'Refusing to rush, {h} listened first.',
  'But one small detail stood out.': 'But one small detail stood out immediately.',
  'Before anything else, {h} made a plan.': 'Before anything else, {h} devised a plan.',
  'It would not be easy, but {h} wanted to try.':
    'It would not be easy, but {h} was determined to try.',
  '{Comp} helped too, and did not mind the wait.': '{Comp} helped as well, never minding the wait.',
  '{Comp} asked a question, and {h} answered it with care.':
    'When {comp} asked a question, {h} answered it with care.',
  'The first thing {h} tried did not work.': '{His} first attempt failed completely.',
  'Helping had taught them something new.': 'Helping had taught them something unexpected.',
  '{Comp} had noticed the trouble first.': '{Comp} had been the first to notice the trouble.',
  '{Comp} leaned in to see what it meant.': '{Comp} leaned in, curious to see what it meant.',
  '{Comp} let out a long breath.': '{Comp} exhaled slowly, visibly relieved.',
  '{H} had done it by being brave when it counted.':
    '{H} had succeeded by being brave when it mattered most.',
  '{H} had done it by thinking things through.':
    '{H} had succeeded by thinking everything through.',
  '{H} had done it by being kind to everyone along the way.':
    '{H} had succeeded by being kind to everyone along the way.',
  'Halfway, the way was blocked, so {h} had to find another.':
    'Halfway along, the way was blocked, forcing {him} to find another.',
  '{H} packed a few things that might be useful.':
    '{H} packed a few things that might prove useful.',
  'Beyond it, {h} found a sign {h} was on the right track.':
    'On the far side, {h} found evidence that {h} was on the right track.',
  '{H} asked one more question, and that was the one that counted.':
    '{H} asked one final question, which turned out to be the one that mattered.',
  '{H} stepped around {sight} and kept going.': 'Stepping around {sight}, {h} kept going.',
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
    'It felt good to be doing something useful at last.',
  'Slowly the way opened up again, and {h} could breathe.':
    'Slowly the way opened up again, allowing {him} to breathe.',
  'Once {object} trusted {him}, the rest was easy.':
    'Once {object} trusted {him}, everything else was straightforward.',
  'The answer was not what {h} had expected, but it helped.':
    'The answer was not what {h} had expected, but it proved helpful.',
  'There was no time to waste, so {h} set off at once.':
    'With no time to waste, {h} set off immediately.',
  'Having {comp} there helped a lot.': 'Having {comp} there helped enormously.',
  'Once {comp} caught up, the two of them went on together.':
    'Once {comp} caught up, the two of them continued together.',
  'That morning {h} set off, and {comp} came too.':
    'That morning {h} set off, accompanied by {comp}.',
  'What {h} found there made the next step much clearer.':
    'What {h} discovered there clarified the next step.',
};

/** The wording a reader of this age hears for a bank's plain wording. */
export function matureWording(template: string, age: AgeId): string {
  if (age !== 'teen' && age !== 'adult') return template;
  return MATURE_WORDINGS[template] ?? template;
}
