// Moving away to a new town or house, and coming to belong there.
import type { FeelingShape } from './feeling-shape.ts';

export const MOVING: FeelingShape = {
  id: 'moving',
  read: (idea) => {
    const match =
      /\bmov(?:e|es|ed|ing) (?:house |away )?(?:to )?(?:a |the )?(new (?:town|city|house|home|country|village|school|flat))\b/i.exec(
        idea,
      ) ?? /\bmov(?:e|es|ed|ing) (?:away|house)\b/i.exec(idea);
    // "moving house to Glasgow", "after moving from Lagos to Manchester": the town has its name.
    const named =
      /\bmov(?:e|es|ed|ing) (?:house |away )?(?:from [A-Z][\w-]+ )?to ([A-Z][\w-]+)/.exec(idea);
    if (named) return { venue: named[1] ?? 'the new town' };
    return match ? { venue: match[1] ? `the ${match[1]}` : 'the new town' } : null;
  },
  defaults: {
    other: '{his} old friends',
    otherShort: '{his} old friends',
    listener: '{his} mum',
    eventA: '',
    eventB: '',
    venue: 'the new town',
  },
  place: 'the new house',
  scene: 'home',
  want: { verb: 'feel at home in', thing: '{venue}', noun: 'home' },
  young: {
    moment: [
      'The boxes were packed.',
      'The house looked empty.',
      '{Name} stood in {his} bare room.',
      'Tomorrow they would move to {venue}.',
      '{H} did not want to go at all.',
    ],
    tryIt: [
      'In {venue}, everything was strange and new.',
      '{H} put {his} things on the shelf to make it feel like home.',
      'It did not feel like home yet.',
    ],
    setback: [
      'On the first night, {h} could not sleep.',
      '{H} missed {his} old room and {his} old friends.',
      'A tear rolled down {his} cheek.',
    ],
    talk: [
      '{Listener} came and sat on the bed.',
      '{H} said how much {h} missed everything.',
      '"I miss it too," said {listener}. "New places take time."',
    ],
    almost: [
      'The next day they went for a walk together.',
      'They found a park, a library and a bakery.',
      'A girl next door waved at {him}.',
    ],
    change: [
      '{H} waved back.',
      'By the end of the week, {venue} felt a little more like home.',
      '{H} still missed the old place sometimes.',
      'But now {h} had something new to love too.',
    ],
  },
  older: {
    moment: [
      'With everything packed into boxes, the house no longer sounded like theirs.',
      '{Name} stood in {his} empty room, memorising the marks on the walls.',
      'Tomorrow they would move to {venue}, and nobody had asked what {h} wanted.',
      'Leaving felt like being cut away from everything {h} knew.',
    ],
    tryIt: [
      'In {venue}, {h} unpacked {his} things first, as if they could make the place familiar.',
      "The new room looked like someone else's, however {h} arranged it.",
      'Even the light through the window came from the wrong direction.',
    ],
    setback: [
      'On the first night the unfamiliar sounds kept {him} awake for hours.',
      '{H} scrolled through old photos until {his} eyes stung.',
      'Everyone back home was carrying on without {him}.',
    ],
    talk: [
      'Near midnight, {listener} noticed the light under the door and came in.',
      'For once, {h} said exactly how much {h} missed the old place.',
      '"So do I," admitted {listener}. "It takes time to belong somewhere."',
    ],
    almost: [
      'The next morning they explored the streets together, with no plan at all.',
      'They found a bakery, a quiet library and a park with a ridiculous statue.',
      'Someone from next door waved as they passed.',
    ],
    change: [
      '{H} waved back, and it felt like a beginning.',
      'By the end of the month, {venue} had places that felt like {his}.',
      '{H} still missed home, although the missing had grown softer.',
      'Belonging, {h} discovered, was something you could build.',
    ],
  },
};
