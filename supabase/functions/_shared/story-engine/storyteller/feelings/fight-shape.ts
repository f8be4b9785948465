// A fight with a brother, a sister or a friend, and making up.
import type { FeelingShape } from './feeling-shape.ts';

export const FIGHT: FeelingShape = {
  id: 'fight',
  read: (idea) => {
    const match =
      /\b(?:fights?|fought|fighting|argues?|argued|arguing|rows?|falls? out|fell out|falling out|quarrel\w*) with ((?:his|her|their|my|our|a|the) (?:little |big |older |younger |twin |best )?(?:brother|sister|twin|sibling|cousin|friend|best friend))\b/i.exec(
        idea,
      ) ??
      /\b((?:his|her|their|my|our) (?:little |big |older |younger |twin |best )?(?:brother|sister|twin|cousin|friend)) (?:and \w+ )?(?:have a |had a )?(?:fight|fights|argue|argument|row)\b/i.exec(
        idea,
      ) ??
      /\b(?:a |the )?(?:fight|argument|row|quarrel) with ((?:his|her|their|my|our|a|the) (?:little |big |older |younger |twin |best )?(?:brother|sister|twin|sibling|cousin|friend))\b/i.exec(
        idea,
      ) ??
      // "two best friends Lina and Farah fall out", "Halima and her best friend fall out over
      // something stupid": the second of the two is the other.
      /\b\p{Lu}[\p{L}'-]+ and ((?:his|her|their) (?:little |big |older |younger |twin |best )?(?:brother|sister|twin|cousin|friend)|\p{Lu}[\p{L}'-]+) (?:fall out|fell out|have a fight|had a fight|have a row|had a row|argue|argued|stop speaking)\b/u.exec(
        idea,
      );
    // "Lina and Farah": a friend named alone is met as "her friend Farah".
    const other = match?.[1];
    if (!other) return null;
    return { other: /^\p{Lu}/u.test(other) ? `her friend ${other}` : other };
  },
  defaults: {
    other: '{his} sister',
    otherShort: '{his} sister',
    listener: 'Grandma',
    eventA: '',
    eventB: '',
    venue: 'home',
  },
  place: 'home',
  scene: 'home',
  want: { verb: 'make up with', thing: '{other}', noun: 'sorry' },
  young: {
    moment: [
      'It started over something very small.',
      '{Name} and {other} both wanted the same thing.',
      'Voices got loud. A door slammed.',
      'Now they were not speaking at all.',
    ],
    tryIt: [
      '{H} tried to pretend {h} did not care.',
      '{H} played alone.',
      'It was no fun at all.',
      'The house felt much too quiet.',
    ],
    setback: [
      'At tea, {otherShort} would not even look at {him}.',
      '{H} said something unkind.',
      'As soon as {h} said it, {h} wished {h} had not.',
    ],
    talk: [
      'Later, {h} told {listener} all about it.',
      '"Being right is not as nice as being friends," said {listener}.',
      '{H} knew that was true.',
    ],
    almost: [
      "So {h} knocked softly on {otherShort}'s door.",
      '"Sorry," {h} said in a small voice.',
      'There was a long pause.',
      'Then the door opened.',
    ],
    change: [
      '{OtherShort} said sorry too.',
      'In the end they shared it, half each.',
      'Making up, {h} found, felt better than winning.',
    ],
  },
  older: {
    moment: [
      'Afterwards, neither of them could remember exactly how it had started.',
      '{Name} and {other} had both wanted the same thing at the same moment.',
      'Voices rose, somebody said something unforgivable, and a door slammed.',
      'By evening the silence between them was worse than the shouting had been.',
    ],
    tryIt: [
      '{H} decided not to care, which turned out to be harder than caring.',
      'Every quiet room was a reminder of the argument.',
      '{H} kept rehearsing what {h} should have said instead.',
    ],
    setback: [
      'At dinner {otherShort} would not even look up, so {h} made a sharp remark.',
      'It landed exactly where {h} had aimed it, and {h} regretted it at once.',
      'Now there were two things to be sorry for instead of one.',
    ],
    talk: [
      'Later, {h} told {listener} the whole story, including the unflattering parts.',
      '"You can be right, or you can be close," said {listener}. "It is rarely both."',
      '{H} thought about that for a long time.',
    ],
    almost: [
      "Eventually {h} knocked on {otherShort}'s door and waited.",
      '"I am sorry," {h} said, and meant it.',
      'For a long moment nothing happened, and then the door opened.',
    ],
    change: [
      '{OtherShort} apologised as well, which neither of them had expected.',
      'They split what they had fought over, half each, and laughed at how small it was.',
      'Making up, {h} realised, had been worth far more than winning.',
    ],
  },
};
