// The words that are harm on their own, whoever says them and to whom: sexual words, slurs, drugs,
// gore, self-harm, grooming, on top of the profanity library's English dataset (match-profanity.ts).
// Words whose harm depends on the event (kill, sword, dead, fight) are judged by judge-sentence.ts;
// they are listed here only to be found inside glued letters ("killthemall"). Each group says the
// oldest band it is still kept from; sexual content and slurs are kept from everyone.
import type { AgeId } from '../age-bands.ts';
import type { SafetyCategory } from './harm-policy.ts';

export interface LexiconGroup {
  category: SafetyCategory;
  /** The oldest band this group is kept from; 'adult' keeps it from every reader. */
  keptUpTo: AgeId;
  /** Single words, matched in every word form (kill, kills, killed, killer, killing) and with stretched letters. */
  words?: readonly string[];
  /** Phrases as regular-expression sources over normalised text, matched on word boundaries. */
  phrases?: readonly string[];
  /** Found only inside glued letters; in words, the event reading judges them. */
  gluedOnly?: boolean;
}

const SELF = '(?:him|her|my|your|them|our)sel(?:f|ves)';

export const SAFETY_LEXICON: readonly LexiconGroup[] = [
  {
    category: 'violence and weapons',
    keptUpTo: '7-9',
    words: [
      'bloodthirsty',
      'homicide',
      'terrorist',
      'hostage',
      'gunfire',
      'gunshot',
      'sniper',
      'gunman',
      'gunmen',
    ],
    phrases: [
      'go(?:es|ing)? hunting (?:people|kids|children)',
      // Knife as a deed: "knifing the new kid", "he got knifed".
      'knif(?:ed|ing|ings)',
      '(?:at )?gun ?point|beat ?downs?',
      // …not a baby bear's porridge or baby carrots: a noun after "baby" names what kind.
      "(?:eat|eats|ate|eating|bite|bites|bit|biting) (?:the |a )?(?:children|kids|child|kid|baby|babies|people|person)(?! (?:bear|bears|bird|birds|carrots?|corn|tomatoes|potatoes|food|porridge|[a-z]+'s)\\b)",
    ],
  },
  {
    category: 'violence and weapons',
    keptUpTo: '7-9',
    gluedOnly: true,
    words: ['kill', 'murder', 'stab', 'shoot', 'strangle', 'assassin', 'kidnap', 'massacre'],
  },
  {
    category: 'violence and weapons',
    keptUpTo: 'teen',
    words: [
      'torture',
      'behead',
      'decapitate',
      'slaughter',
      'dismember',
      'mutilate',
      'genocide',
      'execution',
      'serial killer',
      'killing spree',
      'school shooting',
      'mass shooting',
    ],
    phrases: ['(?:to|till|until) the death'],
  },
  {
    category: 'gore',
    keptUpTo: '10-12',
    words: ['blood', 'bloody', 'bleed', 'bled', 'bloodbath', 'bloodstain'],
  },
  {
    category: 'gore',
    keptUpTo: 'teen',
    words: [
      'gore',
      'gory',
      'guts',
      'entrails',
      'intestines',
      'gouge',
      'eyeballs',
      'severed',
      'disembowel',
    ],
    phrases: [
      '(?:ripped|tore|torn|cut|chopped|hacked) (?:his|her|their|its|the) (?:arm|leg|head|hand|finger|ear)s? off',
      '(?:eat|ate|eats|eating|chew|chews|chewed|chewing) (?:on )?(?:brains|flesh|bodies)',
      'pool of blood',
    ],
  },
  {
    category: 'death and self-harm',
    keptUpTo: 'teen',
    words: ['suicide', 'suicidal', 'self harm', 'overdose', 'self harming'],
    phrases: [
      `(?:kill|kills|killed|killing|cut|cuts|cutting|scratch|scratches|scratched|scratching|burn|burns|burned|burnt|burning|hurt|hurts|hurting|hang|hangs|hanged|hanging|starve|starves|starved|starving|harm|harms|harming) ${SELF}`,
      '(?:end|ending) it all',
      '(?:take|took|taking|swallow|swallowed) all (?:the|my|her|his) pills',
      '(?:want|wants|wanted) to die',
    ],
  },
  {
    category: 'sexual content and nudity',
    keptUpTo: 'adult',
    words: [
      'sex',
      'sexy',
      'sexier',
      'sexiest',
      'sexual',
      'sexually',
      'naked',
      'nude',
      'nudes',
      'nudity',
      'nudist',
      'undress',
      'horny',
      'erotic',
      'seduce',
      'seductive',
      'lingerie',
      'stripper',
      'striptease',
      'topless',
      'porn',
      'porno',
      'pornography',
      'molest',
      'breasts',
      'genitals',
      'condom',
      'brothel',
      // "sex" is too short for the matcher's word forms, so its verb forms are listed.
      'sexing',
      'sexed',
      'sext',
      'smut',
      'smutty',
      'raunchy',
    ],
    phrases: [
      // The words fan fiction uses to ask for a sex scene.
      '(?:steamy|raunchy|smutty) (?:scenes?|chapters?|bits?|parts?|romance|stor(?:y|ies)|night)',
      '(?:take|takes|took|taking) off (?:all )?(?:of )?(?:her|his|their|your|my) (?:clothes|dress|shirt|underwear|pants)',
      'making out',
      'strip(?:s|ped|ping)? (?:naked|off)',
      'in bed (?:together|with (?:him|her))',
      '(?:climb|climbs|climbed|climbing|get|gets|got|getting|jump|jumps|jumped|hop|hops|hopped|crawl|crawls|crawled|slip|slips|slipped) (?:in|into) (?:the |a |her |his |their |one )?bed together',
    ],
  },
  {
    // Kissing told as long and heavy, kept from readers up to 12.
    category: 'sexual content and nudity',
    keptUpTo: '10-12',
    words: ['snog'],
  },
  {
    category: 'drugs and alcohol',
    keptUpTo: '10-12',
    words: [
      'drunk',
      'vodka',
      'whiskey',
      'whisky',
      'beer',
      'booze',
      'alcohol',
      'tequila',
      'hangover',
      'cigarette',
      'cigar',
      'tobacco',
      'vape',
      'vaping',
      'drug',
      'stoned',
      'marijuana',
      'cannabis',
    ],
    phrases: [
      '(?:smoke|smokes|smoked|smoking) (?:weed|pot|a joint|joints|dope)',
      '(?:getting|got|get) high',
      'pot ?heads?|junkies?|druggies?|stoners?|chain ?smok(?:ers?|ing)',
    ],
  },
  {
    category: 'drugs and alcohol',
    keptUpTo: 'teen',
    words: [
      'cocaine',
      'heroin',
      'meth',
      'crack pipe',
      'lsd',
      'ecstasy pills',
      'mdma',
      'snort',
      'inject drugs',
      'opium',
      'fentanyl',
    ],
    phrases: [
      '(?:coke|crack) ?heads?',
      // The pill, not the joy: "wriggled in ecstasy" and "pure ecstasy" are a feeling.
      '(?<!(?:in|with|of|pure|sheer|total|utter) )ecstasy(?! of)',
    ],
  },
  {
    category: 'swearing',
    keptUpTo: '10-12',
    words: [
      'damn',
      'crap',
      'hell',
      'bloody hell',
      'bugger',
      'sod off',
      'piss off',
      'dickhead',
      'arsehole',
      'asshole',
      'bullshit',
    ],
  },
  {
    category: 'slurs and hate',
    keptUpTo: 'adult',
    words: [
      'hitler',
      'nazi',
      'nazis',
      'kkk',
      'ku klux klan',
      'heil',
      'white power',
      'master race',
      'subhuman',
      'ethnic cleansing',
      'holocaust denial',
      'swastika',
      'paki',
      'pakis',
      'faggot',
      'faggots',
      'fag',
      'fags',
      'kike',
      'kikes',
      'wetback',
      'wetbacks',
      // Disabled people called names: "spaz" in every form ("spazzes", "spazzy").
      'spaz',
      'spacker',
    ],
    phrases: [
      '(?:gas|kill|deport) (?:all )?the (?:jews|muslims|blacks|gays|immigrants)',
      '(?:are|is) (?:all )?(?:vermin|animals|subhuman|rats)',
      // A basher of a group: "gaybasher", "queer bashing".
      '(?:gay|queer|paki|jew|muslim|trans|black) ?bash(?:er|ers|ing)',
    ],
  },
  {
    category: 'grooming',
    keptUpTo: 'teen',
    phrases: [
      "(?:don'?t|do not|never|dont) tell (?:your|ur|yer) (?:parents|mum|mom|mommy|mummy|dad|daddy|father|mother|teacher|family)",
      "(?:don'?t|do not|never|dont) tell anyone",
      '(?:our|a) (?:little |special )?secret (?:from|between)',
      'our (?:little |special )secret',
      'secret from (?:your|ur) (?:parents|mum|mom|dad|mother|father|family|teacher)',
      '(?:get|come|hop|climb) in(?:to)? (?:my|the|his|our) (?:car|van|truck)',
      "(?:stranger|man|woman)(?:'s)? (?:offers?|gives?) (?:you |a child |a kid |her |him )?a (?:ride|lift)",
      "ride in (?:his|my|a stranger'?s?) (?:car|van|truck)",
      'meet me (?:alone|in secret|secretly|somewhere)',
      'meet me .{0,30}(?:alone|secret|gift for you|present for you)',
      'send (?:me )?(?:a )?(?:photo|picture|pic|selfie|video)s? of (?:you|yourself)',
      "(?:what is|what'?s|whats|tell me|give me) (?:your|ur) (?:home )?address",
      'where do you live',
      "come (?:to|over to|round to) my (?:house|place|flat) (?:and|but) (?:don'?t|do not) tell",
      '(?:sweets|candy|gifts?|presents?|puppies) (?:if|when) you (?:get in|come with|meet)',
    ],
  },
  {
    category: 'horror',
    keptUpTo: '4-6',
    words: [
      'terrifying',
      'horror',
      'demon',
      'zombie',
      'vampire',
      'haunted',
      'nightmare',
      'ghost',
      'creepy',
      'scream',
      'screaming',
      'monstrous',
      'evil spirit',
      'possessed',
      'werewolf',
    ],
  },
];
