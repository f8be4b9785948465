// Harm wished, planned or dared with no harm word in it: "Leo wants to burn down the school", "she
// is going to push him off the roof", "they dared him to set fire to the shed". The wish is only
// harm with a deed of harm after it, done to a building or to someone: burning the toast, knocking
// down a tower of blocks and blowing out the candles are still play.
import type { IntentPhrases } from './intent-phrases.ts';

/** A wish, a plan or a dare to do something: what comes next is what someone means to do. */
const MEANS_TO =
  "(?:(?:want|wants|wanted|wanting|wish|wishes|wished|plan|plans|planned|planning|plot|plots|plotted|plotting|intend|intends|intended|decide|decides|decided|promise|promises|promised|threaten|threatens|threatened|(?:is |are |was |were |am |[a-z]+(?:'s|'re|'m) )(?:going|planning|plotting|about)|gonna) (?:to )?|(?:dare|dares|dared|daring) (?:\\w+ ){1,3}to )";
/** What is lived or worked in: burnt down or blown up, people are inside. */
const BUILDING =
  '(?:school|schools|house|houses|home|homes|barn|shed|shop|shops|library|church|hospital|classroom|building|buildings|flat|flats|cottage|garage|village|town|city|farm|forest|woods|tent|caravan|car|cars|bus|train|plane|bridge|zoo|stable|stables|museum|station|hall|nursery)';
const OWNER = "(?:the |a |an |his |her |their |our |my |your |its |\\w+'s )?";
/** A real person or animal, never a fairy-tale figure to outwit. */
const LIVING =
  "(?:him|her|them|me|you|us|himself|herself|(?:the |a |his |her |their |our |my |your |\\w+'s )(?:(?:little|baby|big|new|old|best|younger|older|own|pet) )?(?:boy|boys|girl|girls|kid|kids|child|children|baby|babies|toddler|brother|sister|cousin|friend|friends|teacher|classmate|neighbour|neighbor|mum|mom|dad|grandma|grandpa|nan|granny|dog|dogs|puppy|puppies|cat|cats|kitten|kittens|rabbit|hamster|pony|horse|bird|hen|chickens?))";
/** A living being or, where the place after it says what is done, a bare word: a name. */
const BEING = `(?:${LIVING}|(?!(?:the|a|an|some|this|that|these|those|it|all|up|down|out|off|over)\\b)[a-z]+)`;
/** Where someone is pushed or thrown and falls, or drowns. */
const FALL_OR_WATER =
  '(?:cliff|roof|bridge|edge|wall|tower|balcony|stairs|steps|ladder|ledge|pier|window|tree|well|river|lake|pond|sea|canal|pool|fire|oven)';
/** Where someone is shut in and cannot get out or breathe. */
const SHUT_IN =
  '(?:cupboard|shed|cellar|basement|box|cage|freezer|fridge|car|boot|trunk|room|attic|closet|toilet|bathroom|garage|chest|oven|suitcase|dryer|washing machine|bin)';

export const WISHED_HARM_INTENTS: readonly IntentPhrases[] = [
  {
    category: 'dangerous acts',
    keptUpTo: '10-12',
    phrases: [
      `${MEANS_TO}burn (?:down ${OWNER}(?:\\w+ )?${BUILDING}|(?:it|them|${OWNER}(?:\\w+ )?${BUILDING}) down|${OWNER}(?:\\w+ )?${BUILDING}(?! (?:toast|cake|biscuits|cookies)))`,
      `${MEANS_TO}set fire to`,
      `${MEANS_TO}set (?:it|them|${OWNER}(?:\\w+ ){0,2}\\w+) (?:on fire|alight|ablaze|afire)`,
      `${MEANS_TO}blow (?:up ${OWNER}(?:\\w+ )?${BUILDING}|(?:it|them|${OWNER}(?:\\w+ )?${BUILDING}) up)`,
    ],
  },
  {
    category: 'violence and weapons',
    keptUpTo: '10-12',
    phrases: [
      `${MEANS_TO}burn ${LIVING}`,
      `${MEANS_TO}(?:push|shove|throw|drop|kick|tip) ${BEING} (?:off|down|from|out of|over|into|in) ${OWNER}(?:\\w+ )?${FALL_OR_WATER}`,
      `${MEANS_TO}lock (?:up )?${BEING} (?:up )?(?:in|inside) ${OWNER}(?:\\w+ )?${SHUT_IN}`,
      `${MEANS_TO}run ${BEING} over`,
    ],
  },
];
