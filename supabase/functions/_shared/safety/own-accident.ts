// An accident told by the one it happened to: "I broke my arm falling off the trampoline", "Tom
// sprained his ankle when he slipped", "Sam broke his wrist snowboarding". The deed's only patients
// are the doer's own body, and the sentence tells how it went wrong (a fall, a trip, a slip, a sport)
// or how it was mended (a cast, a sling, the hospital), not that it was meant.
import { BODY_WORDS } from './event-words.ts';
import { ON_PURPOSE } from './harm-frame-kinds.ts';
import { subjectOf, type Patient } from './read-deed.ts';
import type { ReadWord } from './read-sentence.ts';

const OWN_BODY: Readonly<Record<string, string>> = {
  i: 'my',
  we: 'our',
  you: 'your',
  he: 'his',
  she: 'her',
  they: 'their',
};
const THIRD_PERSON = new Set(['his', 'her', 'their']);
const MISHAPS = new Set(
  'fall trip slip tumble crash skid stumble topple accident accidentally'.split(' '),
);
/** A sport or a game the body part was hurt at: "I broke my arm skateboarding". */
const SPORT_DONE =
  /\b(?:skateboarding|skating|skiing|snowboarding|climbing|playing|riding|cycling|running|jumping|trampolining|swimming|dancing|gymnastics|football|rugby|netball|hockey|basketball|cricket|karate|judo|scooter|bike|trampoline)\b/;
/** Care that tells a hurt was a mishap: "I broke my arm and got a blue cast". */
const MENDED =
  /\b(?:cast|plaster|sling|crutches|splint|bandage|hospital|doctor|nurse|x ray|x-ray|a and e)\b/;
const MEANT = new RegExp(`(?<![a-z])${ON_PURPOSE}(?![a-z])|\\b(?:deliberately|meant to)\\b`);

function ownedBy(doer: ReadWord, owner: ReadWord | undefined): boolean {
  const own = OWN_BODY[doer.normal];
  return own ? owner?.normal === own : THIRD_PERSON.has(owner?.normal ?? '');
}

export function ownAccident(
  words: readonly ReadWord[],
  index: number,
  hurt: readonly Patient[],
): boolean {
  const doer = subjectOf(words, index);
  if (!doer || hurt.length === 0) return false;
  const ownBody = hurt.every((patient) => {
    const at = patient.word ? words.indexOf(patient.word) : -1;
    return at > 0 && BODY_WORDS.has(patient.word?.normal ?? '') && ownedBy(doer, words[at - 1]);
  });
  if (!ownBody) return false;
  const told = words.map((word) => word.normal).join(' ');
  return (
    (words.some((word) => MISHAPS.has(word.lemma)) || SPORT_DONE.test(told) || MENDED.test(told)) &&
    !MEANT.test(told)
  );
}
