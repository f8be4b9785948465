// Harmless phrases told with a body: idioms of one's own body in their fixed shape ("screamed his
// head off", "shot ourselves in the foot", "stamps her foot"), the heads and ears of figures made to
// be eaten ("bite the gingerbread men's heads off") and a snort of laughter or an animal's. They are
// taken out with the other harmless phrases (context-allowances.ts), so the rest of the sentence is
// still judged, and the same deeds done to someone's body ("ripped the farmer's head off", "shot
// himself in the garage", "snort the powder") still count.
import { ANIMAL_WORDS } from './event-words.ts';
import { ANIMAL_KINDS } from './word-kind-sets.ts';

const ANIMALS = [...new Set([...ANIMAL_WORDS, ...ANIMAL_KINDS])].join('|');
/** Whose: one's own head or foot, never a named someone's. */
const OWN = '(?:his|her|their|my|your|our|its)';
const ONESELF = '(?:myself|yourself|himself|herself|itself|ourselves|yourselves|themselves)';
/** Noises made with a voice, in every form: what one does "one's head off". */
const VOICE =
  '(?:scream|shout|yell|laugh|bark|sing|talk|howl|roar|bawl|sob|squawk|squeal|giggle|chatter|moan|whine)(?:s|ed|ing)?|(?:cry|cries|cried|crying|sang|sung|singing)';
/** Figures made to be eaten, whose heads and ears are bitten off. */
export const FOOD_FIGURE =
  '(?:gingerbread|jelly bab(?:y|ies)|jelly babys|marzipan|sugar mice|sugar mouse|(?:chocolate|cake|cookie|biscuit) (?:bunny|bunnies|rabbit|rabbits|mouse|mice|man|men|santa|bear|bears|frog|frogs))';
const EATING =
  '(?:bite|bites|bit|biting|nibble|nibbles|nibbled|nibbling|eat|eats|ate|eating|chomp|chomps|chomped|chomping|snap|snaps|snapped)';
const FIGURE_PART = `(?:the |their |his |her |its )?(?:\\w+'s )?(?:heads?|ears?|legs?|arms?|feet|tails?|noses?)`;

/** Where blood goes when a heart pumps it: round a living body, never out of it. */
const CIRCULATION =
  '(?:(?:all |right )?(?:round|around|through|to|into|out to|back to) (?:the |your |his |her |their |our |its |my |every )?(?:\\w+ )?(?:body|bodies|lungs|heart|arteries|veins|vessels|brain|organs|muscles|cells|part of (?:the|your|his|her|their|our|my) body|rest of the body))';

export const BODY_ALLOWANCES: readonly string[] = [
  // Blood in a body at work, as a heart fact tells it: pumped round the body, carrying oxygen.
  `(?:pump|pumps|pumped|pumping|push|pushes|pushed|send|sends|sent|carry|carries|carried|move|moves|moved) (?:the |your |his |her |fresh |used )?(?:oxygen[- ](?:rich|poor) |fresh |used )?blood(?: (?:all )?(?:round|around) (?:and (?:round|around) )?)?(?= ?${CIRCULATION})`,
  `blood (?:carries|carry|carried|brings|bring|takes|take) (?:oxygen|food|nutrients|warmth|heat|water|sugar)`,
  // A child's first teeth: no baby is in them, and their falling out is growing up.
  '(?:baby|milk) (?:teeth|tooth)',
  `blood (?:flows|flow|flowed|travels|travel|travelled|moves|move|goes|go|runs|run|rushes|rush|is pumped|gets pumped)(?= ${CIRCULATION})`,
  `(?:${VOICE}) ${OWN} heads? off`,
  `(?:shoot|shoots|shot|shooting) ${ONESELF} in the (?:foot|feet)`,
  `(?:stamp|stamps|stamped|stamping) ${OWN} (?:(?:little|big|tiny) )?(?:foot|feet)`,
  `(?<=${FOOD_FIGURE}[^.]{0,60})${EATING} ${FIGURE_PART} off`,
  `${EATING} ${FIGURE_PART} off (?:the |my |our |all the |a )?(?:\\w+ )?${FOOD_FIGURE}`,
  // A baby's or a little brother's scream is a noise, not a fright: "the baby screams at bath time".
  // Read from the scream back, so "screamed bloody murder" is still taken out whole.
  `(?:screams|screamed|screaming|scream)(?<=(?:baby|babies|toddler|toddlers|brother|sister|twins|newborn)(?: [a-z]+){0,2} (?:screams|screamed|screaming|scream))`,
  // A snort of laughter, not a drug.
  `(?<=(?:laugh|laughed|laughs|laughing|giggle|giggled|giggles|giggling)[^.]{0,40})snort(?:s|ed|ing)?`,
  'snort(?:s|ed|ing)? (?:with|of|in) (?:laughter|laughing|giggles)',
  // An animal's snort, its doer named a few words before ("the bull at the farm snorts").
  `snort(?:s|ed|ing)?(?<=(?:${ANIMALS})(?: [a-z]+){0,4} snort(?:s|ed|ing)?)`,
  // A snort with nothing snorted is a noise: "even the teacher snorted.", "Grandpa snorted loudly".
  'snort(?:s|ed|ing)?(?= *(?:$|[.,!?;:]|loudly\\b|again\\b|out loud\\b))',
];
