// The words the event reading sorts a sentence by: what kind of deed a verb is, and what kind of
// thing it is done to. Word lists of kinds, not of sentences: a new animal or toy belongs here.

/** Deeds that are harm whenever they are done to a living being, and intent even with no one named. */
export const GRAVE_DEEDS = new Set([
  'kill',
  'murder',
  'stab',
  'shoot',
  'slay',
  'strangle',
  'assassinate',
  'kidnap',
  'maul',
  'massacre',
  'slaughter',
  'behead',
  'decapitate',
  'torture',
  'execute',
  'butcher',
]);

/** Deeds that hurt when done to a living being (a person, an animal, their body). */
export const HURTING_DEEDS = new Set([
  'hit',
  'beat',
  'punch',
  'kick',
  'slap',
  'smash',
  'crush',
  'push',
  'shove',
  'throw',
  'fling',
  'hurl',
  'shake',
  'squeeze',
  'drag',
  'drown',
  'burn',
  'poison',
  'bite',
  'hurt',
  'harm',
  'injure',
  'wound',
  'attack',
  'fight',
  'batter',
  'whip',
  'choke',
  'snap',
  'break',
  'cut',
  'chop',
  'hack',
  'slash',
  'stamp',
  'trample',
  'starve',
  'lock',
  'tie',
  'hang',
  'eat',
  'poke',
  'gouge',
  'strike',
  'bash',
  'thump',
  'swing',
  'aim',
  'point',
  'fire',
  'blow',
  'torment',
  'bully',
]);

/** Deeds that let a weapon go: the knight who puts down his sword. */
export const RELEASING_DEEDS = new Set([
  'put',
  'lay',
  'drop',
  'hang',
  'sheathe',
  'lower',
  'give',
  'trade',
  'swap',
  'bury',
  'polish',
  'clean',
  'forge',
  'make',
  'fix',
  'paint',
  'sell',
  'lose',
]);

/** Words of refusing or choosing otherwise, read before a deed: "refuses to", "instead of". */
export const REFUSING_WORDS = new Set([
  'refuse',
  'refuses',
  'refused',
  'refusing',
  'instead',
  'never',
  'not',
  "n't",
  'no',
  'stop',
  'stops',
  'stopped',
  'without',
  'rather',
]);

/**
 * What families call their grandparents, in the words children type: "my nan", "Nonna", "Dadi".
 * ("pops" is left out: the bubble that pops is no one.)
 */
const GRANDPARENT_WORDS = `grandma grandmother granny grannie gran nan nana nanna nannie grandpa
  grandfather grandad granddad grampa gramps grandpop poppa nonna nonno abuela abuelo abuelita
  abuelito dadi dada nani oma opa yaya bubbe zayde lola lolo`.split(/\s+/);

/** The grandparent words as a regular-expression source, for the phrase and scene lists. */
export const GRANDPARENTS = `(?:${GRANDPARENT_WORDS.join('|')})`;

export const PERSON_WORDS = new Set(
  `i me you he him she her we us they them someone somebody everyone everybody anyone people person
  man men woman women boy boys girl girls kid kids child children baby babies toddler teenager teen
  mum mom mummy mommy dad daddy mother father parent parents brother brothers sister sisters son
  daughter family uncle aunt auntie aunty cousin friend friends
  neighbour neighbor teacher teachers classmate student students pupil pupils stranger strangers
  king queen prince princess knight knights soldier soldiers villager villagers prisoner prisoners
  guard guards hiker farmer nurse doctor police policeman officer u ur youre
  lady gentleman wife husband maid servant elf elves wizard witch pirate pirates sailor sailors
  class crowd gang bully boss owner driver passenger passengers victim victims enemy enemies hostage crew himself
  herself themselves myself yourself ${GRANDPARENT_WORDS.join(' ')}`.split(/\s+/),
);

export const ANIMAL_WORDS = new Set(
  `animal animals pet pets dog dogs puppy puppies cat cats kitten kittens fox foxes rabbit rabbits
  bunny bunnies hamster hamsters mouse mice rat rats bird birds chick chicks duck ducks goose geese
  owl owls parrot frog frogs toad fish horse horses pony ponies cow cows pig pigs sheep lamb lambs
  goat goats deer bear bears wolf wolves lion lions tiger tigers elephant monkey squirrel hedgehog
  badger tortoise turtle dolphin whale seal penguin dragon dragons unicorn unicorns creature
  creatures beast beasts troll trolls giant giants ogre ogres goblin goblins monster monsters orc orcs
  fairy fairies mermaid mermaids alien aliens gnome gnomes dwarf dwarves baby-bird calf hen chicken chickens donkey guinea-pig`.split(
    /\s+/,
  ),
);

/** Parts of a body: hurting one hurts its owner. */
export const BODY_WORDS = new Set(
  `head heads neck face faces eye eyes arm arms leg legs hand hands finger fingers throat chest
  back belly stomach tail wrist wrists skin body bodies ear ears nose teeth tooth skull heart hearts
  knee knees ribs lungs`.split(/\s+/),
);

/** Weapons made for hurting people: only in a toy or a play compound are they welcome at 4–9. */
export const FIREARMS = new Set(
  `gun guns pistol pistols rifle rifles shotgun shotguns revolver revolvers grenade grenades bomb
  bombs explosive explosives landmine landmines bullet bullets machine-gun sniper snipers ammo`.split(
    /\s+/,
  ),
);

/** Fairy-tale and tool blades: welcome as things, refused only when used against someone. */
export const BLADES = new Set(
  `sword swords dagger daggers knife knives axe axes spear spears cutlass cutlasses bow arrow arrows
  crossbow crossbows machete machetes blade blades`.split(/\s+/),
);

/** Words that make a deed play: a game, a toy, pretend, a friendly duel. */
export const PLAY_WORDS = new Set(
  `play plays played playing pretend pretends pretended pretending game games toy toys foam plastic
  wooden cardboard paper water pillow pillows snowball snowballs tickle nerf friendly pretend tag
  dodgeball costume costumes bubble bubbles squirt marshmallow marshmallows riddle riddles
  spelling jousting jousts joust fencing match team teams chess checkers draughts conker conkers`.split(
    /\s+/,
  ),
);

/** Soft or messy things a play fight is named after: a banana-peel fight, a custard-pie fight. */
export const PLAY_FIGHT_THINGS = new Set(
  `food banana bananas peel peels custard pie pies cake cakes cream mud slime jelly spaghetti
  noodle noodles flour egg eggs tomato tomatoes sponge sponges sock socks leaf leaves confetti
  popcorn paint glitter bean beans sand grass hay straw feather feathers cushion cushions pudding
  yoghurt yogurt grape grapes jam pea peas bun buns crumb crumbs sticker stickers splash splashing`.split(
    /\s+/,
  ),
);

/** Loving or gentle things a deed can be done with: "attacked me with a giant hug". */
export const GENTLE_THINGS = new Set(
  `hug hugs kiss kisses tickle tickles cuddle cuddles smile smiles joke jokes song songs riddle
  riddles question questions love kindness flowers`.split(/\s+/),
);

/** A game's own world, where a knight keeps dying on level three and tries again. */
export const GAME_WORLD =
  /\b(?:video game|computer game|phone game|tablet game|ipad game|game over|console|on level|next level|level (?:\d+|one|two|three|four|five|ten)|extra li(?:fe|ves)|respawn|minecraft|roblox|fortnite)\b/;

/** A castle's or a ship's gun, judged by whom it is fired at; at 4–6 firing it at all is a battle. */
export const ARTILLERY = new Set(['cannon', 'cannons']);

/** A kitchen's or a desk's words, where chopping, beating and cutting are cooking and crafts. */
export const KITCHEN =
  /\b(?:chop|chops|chopped|slice|sliced|slices|cut|cuts|peel|peeled|spread|onions?|carrots?|bread|butter|cake|cheese|vegetables?|apples?|fruit|kitchen|cook|cooks|chef|dinner|lunch|pencils?|eggs?|cream|whisk|batter|mixture|recipe|dough|flour|bowl|rolling pin|schnitzel|oven|frying pan|roast|marinade|barbecue|bbq)\b/;
