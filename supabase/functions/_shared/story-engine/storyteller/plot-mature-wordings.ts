// What a teen or adult reader hears in place of a plot beat's plain wording (plots/): the same
// event told with a clause of why, when or despite what, never an adverb added to lengthen it. Each
// wording names the same people, things and places as the plain one it stands for.

export const PLOT_MATURE_WORDINGS: Readonly<Record<string, string>> = {
  '{H} gathered every bit of courage.': '{H} summoned every remaining scrap of courage.',
  'The road to {thing} would be long.':
    'The journey to {thing} would be longer than anyone could say.',
  '{H} read on and learned more.': '{H} continued reading, learning more with every page.',
  '{H} said thank you with a smile.': '{H} expressed {his} gratitude with a smile.',
  'At last it was nearly done.': 'At last the task was almost complete.',
  '{H} stopped to think.': '{H} paused to consider the possibilities.',
  'It would not be as easy as it looked.': 'It would be more difficult than it appeared.',
  'At first everything went wrong at once.': 'Initially, everything went wrong at once.',
  'Nothing at {place} was where it should be.':
    'Nothing at {place} was where it was supposed to be.',
  '{Comp} helped to put it right.': '{Comp} helped to repair the damage.',
  'Then a [big] problem came up.': 'Then a serious problem emerged, one that nobody had foreseen.',
  '{H} felt {scared} but did not give up.': 'Although {h} felt {scared}, {h} refused to give up.',
  '{Comp} had an idea nobody else had thought of.':
    '{Comp} proposed an idea that nobody else had considered.',
  'It was simple, and it might just work.': 'The plan was simple, which meant it might work.',
  'Then {h} saw how worried someone else was.': 'Then {h} recognised how anxious someone else was.',
  '{Comp} kept close.': '{Comp} kept close, unwilling to fall behind.',
  '{H} held {his} breath.': '{H} held {his} breath, hardly daring to move.',
  'This was the moment.': 'This was the moment everything had been leading towards.',
  '{H} smiled.': '{H} smiled, satisfied that it had worked.',
  '{Comp} passed the tools.': '{Comp} passed the tools across, one after another.',
  'Wires sparked and fizzed.': 'Exposed wires sparked and fizzed.',
  '{H} opened a panel and got to work.': 'Opening a panel, {h} got to work.',
  'Then the ground shook, and the path split in two.':
    'Then the ground trembled, splitting the path in two.',
  '{H} [walked] on and did not look back.': '{H} [walked] onward without looking back.',
  'The long road home felt short.': 'The long road home felt surprisingly short.',
  'They went home tired and happy.': 'They returned home exhausted but happy.',
  'Today was the day to try, and {comp} was there too.':
    'Today was the day to try, with {comp} there as well.',
  'But the last part was the [hard]est of all.': 'But the final stretch was the [hard]est of all.',
  'More than anything, {h} wanted to {want}.': 'More than anything, {h} longed to {want}.',
  '{H} would not stop trying to {want}.': '{H} refused to stop trying to {want}.',
  '{H} reached out, and at last {h} could {want}.':
    'Reaching out, {h} understood that at last {h} could {want}.',
  '{H} traced the fault to one cracked part.':
    '{H} traced the fault to a single cracked component.',
  'Slowly, the lights came back.': 'Slowly, the lights flickered back to life.',
  'That was the first clue.': 'That was the first real clue.',
  '{H} listed who had been near {place}.': '{H} listed everyone who had been near {place}.',
  '{SuspectA} had been busy all night.': '{SuspectA} had apparently been busy all night.',
  'Others had seen it too.': 'Other witnesses had noticed it too.',
  'One name was crossed out.': 'One name was eliminated from the list.',
  'It led away from {place}.': 'It led directly away from {place}.',
  '{SuspectB} had been far away.': '{SuspectB} had evidently been far away.',
  'One name was left in the notebook.': 'Only one name remained in the notebook.',
  '{H} gathered everyone near {place}.': '{H} assembled everyone near {place}.',
  'That morning {h} set off, and {comp} came too.':
    'That morning {h} set off, accompanied by {comp}.',
  '{Name} [was] a {trait} {kind} who loved puzzles.':
    '{Name} [was] a {trait} {kind} who could never leave a puzzle unsolved.',
  'Everyone near {place} was upset.':
    'Everyone near {place} was upset, though nobody could explain what had happened.',
  '{H} knelt down and [saw] {trace}.': 'Kneeling down, {h} [saw] {trace}.',
  'Three names went into {his} notebook.':
    'Three names went into {his} notebook, one for each person who had been nearby.',
  'Any of them could have done it.': 'On the evidence so far, any of them could have done it.',
  'So that could not be it.': 'So that explanation could not be right.',
  'Now the clues pointed one way.': 'Now every clue pointed in the same direction.',
  'Only one name was left.': 'Only one name remained on the list.',
  '{H} was sure now.': '{H} was sure now, because every clue agreed.',
  '{H} [thought] about who could leave such a mark.':
    '{H} [thought] about who could have left such a mark, and when.',
  'Each step took {him} nearer to {thing}.':
    'Each step, however small, took {him} nearer to {thing}.',
  'Then a [big] problem blocked the way.': 'Then a serious problem blocked the way forward.',
  'A storm rolled in, and {h} could not see the path to {thing}.':
    'When a storm rolled in, {h} lost sight of the path to {thing}.',
  '{H} felt {scared} but stood firm.': 'Although {h} felt {scared}, {h} stood firm.',
  'At last {h} could see {thing} ahead.': 'At last, after everything, {h} could see {thing} ahead.',
  'Now {thing} {was:thing} close enough to touch.':
    'Now {thing} {was:thing} close enough to touch, after so long.',
  'They walked home together, tired and glad.':
    'They walked home together, exhausted but glad of every step.',
  '{Comp} ran the ship checks.': '{Comp} ran the ship checks, one system after another.',
  'The stars glittered outside.': 'Beyond the window, the stars glittered in their thousands.',
  'Then a red light flashed.': 'Then, without warning, a red light flashed on the console.',
  'Something was wrong with the engine.':
    'Something was wrong with the engine, and it was getting worse.',
  'The power was failing fast.': 'The power was failing faster than anyone had predicted.',
  'The scanner picked up a faint signal.':
    'The scanner picked up a faint signal that had not been there before.',
  '{H} set a new course.': '{H} plotted a new course, trusting the signal.',
  'Something out there was calling.': 'Something out there was calling, faint but unmistakable.',
  'The mission was a success.': 'Against the odds, the mission was a success.',
  'Home was waiting among the stars.': 'Home was waiting, somewhere among the distant stars.',
  'The easy way was not the right way.': 'The easy way, tempting as it was, was not the right way.',
  'Nobody was watching.': 'Nobody was watching, which made the choice harder.',
  'Keeping quiet would be easy.': 'Keeping quiet would be easy, and nobody would ever know.',
  'But {his} tummy felt tight.': 'But {his} stomach tightened at the thought.',
  '{H} thought of how others would feel.': '{H} considered how the others would feel.',
  'It did not feel right to do nothing.':
    'Doing nothing did not feel right, whatever the others did.',
  '{H} took a deep breath.': '{H} took a deep breath to steady {his} nerves.',
  'Being honest is not always easy.':
    'Being honest is not always easy, especially when it costs something.',
  '{H} felt light and warm inside.': '{H} felt lighter, as though a weight had lifted.',
  'Next time, {h} would know just what to do.':
    'Next time, {h} would know what to do without being told.',
  '{Name} [was] a {trait} {kind} full of questions.':
    '{Name} [was] a {trait} {kind} whose head was always full of questions.',
  '{H} learned something new.': '{H} learned something {h} had never known before.',
  '{H} wrote it down.': '{H} wrote it down, so as not to forget.',
  'Then came a second surprise.': 'Then came a second surprise, stranger than the first.',
  '{H} tried a small test to check.': '{H} devised a small experiment to check.',
  'It worked just as the book said.': 'It worked just as the book had described.',
  'Now {h} knew the answer.': 'Now, at last, {h} understood the answer.',
  '{H} could not wait to tell everyone.': '{H} could hardly wait to explain it to everyone.',
  'Then things got sillier.': 'Then, to everyone’s surprise, things got even sillier.',
  'It got even sillier.': 'Somehow, it got even sillier.',
  '{H} did not know which was the real one.': '{H} had no idea which of them was the real one.',
  'A goose in a tutu led the way.': 'At the front, a goose in a tutu led the way.',
  '{Comp} had promised to help.': '{Comp} had promised to help, whatever happened.',
  'The first try did not go well.':
    'The first attempt went badly, for reasons nobody had foreseen.',
  '{H} had to start again from the beginning.':
    '{H} had to start again from the beginning, which was discouraging.',
  '{Comp} did not laugh, and that helped.':
    '{Comp} did not laugh, which helped more than anything.',
  'Then someone said nobody could {want}.': 'Then someone declared that nobody could {want}.',
  '{H} wanted to prove them wrong, but {h} was not sure.':
    '{H} wanted to prove them wrong, although {h} was not sure {h} could.',
  'Someone [old] and kind had been watching.':
    'Someone [old] and kind had been watching from a distance.',
  'Everyone at {place} cheered.': 'Everyone at {place} burst into applause.',
  '{H} [was] a {trait} {kind} who lived near {place}.':
    '{H} [was] a {trait} {kind} who had lived near {place} for as long as anyone could remember.',
  'Near {place} lived a {trait} {kind} called {name}.':
    'Near {place} lived a {trait} {kind} called {name}, known to everyone for miles around.',
  '{Name} [was] a {trait} {kind} on a mission near {place}.':
    '{Name} [was] a {trait} {kind}, entrusted with an important mission near {place}.',
  '{Name} [was] a {trait} {kind} who lived near {place}.':
    '{Name} [was] a {trait} {kind} who had lived near {place} for years.',
  'One day {h} faced a [hard] choice about {thing}.':
    'One day {h} faced a [hard] choice about {thing}, one that would not go away.',
  'The mystery was solved.': 'With that, the mystery was solved.',
  '{His} choice mattered.': '{His} choice mattered more than {h} had realised.',
  'Someone nearby looked sad.': 'Someone nearby looked sad, as though something had gone wrong.',
  'Now everything was upside down.':
    'Now everything was upside down, including things that should never be.',
  '{H} laughed until {h} had the hiccups.': '{H} laughed so hard that {h} got the hiccups.',
  'Something broke, just when {h} needed it most.':
    'Something broke at the very moment {h} needed it most.',
  '{Comp} cheered all the way.': '{Comp} cheered all the way, louder with every step.',
};
