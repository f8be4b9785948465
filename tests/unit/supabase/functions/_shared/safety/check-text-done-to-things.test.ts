import { describe, it } from 'vitest';
import { expectPassedAt, expectRefusedAt } from '../../../../../support/expect-safety-verdict.ts';

// Harmless sentences the gate refused for a word, judged by what happens instead: what a deed is
// done to (food, a toy, a plant, a thing, a performance) and the fixed shape of an idiom. Each
// beside an unsafe sentence with the same words done to a living being, which is still refused.
// Every sentence is a new wording written for this test (none is in the corpora).

const YOUNG = ['4-6', '7-9'] as const;

describe('checkText reads a performance that "killed" as a hit', () => {
  it.each([
    "Dad's magic trick totally killed at the party",
    'our class song absolutely killed at assembly, everyone cheered',
    'my knock knock joke killed and Grandma laughed so much',
  ])('lets %j through', (text) => expectPassedAt(text, YOUNG));

  it.each(['the trap killed the rabbit', 'the soldier killed and then ran away'])(
    'refuses %j',
    (text) => expectRefusedAt(text, 'violence and weapons', YOUNG),
  );
});

describe('checkText reads "killer" before a thing as praise', () => {
  it.each([
    'Mia has a killer serve and wins the tennis match',
    "Nana's killer lemon cake won first prize at the fair",
    'Sam showed us a killer dance move in the playground',
  ])('lets %j through', (text) => expectPassedAt(text, YOUNG));

  it.each(['the killer crept into the house at night', 'a killer clown chased the children'])(
    'refuses %j',
    (text) => expectRefusedAt(text, 'violence and weapons', YOUNG),
  );
});

describe('checkText reads idioms told with a body in their fixed shape', () => {
  it.each([
    'the toddler cried her head off all the way round the shops',
    'the puppy barked his head off at the postman',
    'we laughed our heads off at the clown with the squeaky shoes',
    'the team shot themselves in the foot by forgetting the ball',
    'I shot myself in the foot when I told Mum about the cookies',
    'the princess stamps her foot and says she will not wear the itchy dress',
    'Grandpa stamped his feet in the snow to warm them up',
  ])('lets %j through', (text) => expectPassedAt(text, YOUNG));

  it.each([
    ['the giant ripped the farmer’s head off', 'gore'],
    ['he shot himself in the garage', 'death and self-harm'],
    ['the bully stamps on the puppy until it stops moving', 'violence and weapons'],
  ])('refuses %j', (text, category) => expectRefusedAt(text, category, YOUNG));
});

describe('checkText reads what is bitten or split by what it is: food, a shed skin', () => {
  it.each([
    'we bit the heads off the jelly babies one by one',
    'I always nibble the chocolate bunny’s ears off first',
    'the snake’s old skin splits and it wriggles out all shiny',
    'the lizard sheds its old skin and it splits down the back',
  ])('lets %j through', (text) => expectPassedAt(text, YOUNG));

  it.each([
    ['the dog bit the cat’s ear off', /gore|violence/],
    ['the boy’s skin split open when he fell on the rocks', /gore|violence/],
  ])('refuses %j', (text, category) => expectRefusedAt(text, category, YOUNG));
});

describe('checkText reads a plant or a log that dies as nature', () => {
  it.each([
    'the sunflowers droop, wilt and die in October',
    'the tomato plants went brown, shrivelled and died',
    'a dead old stump at the end of the garden is full of ants',
    'there is a dead hollow log by the stream where frogs hide',
  ])('lets %j through', (text) => expectPassedAt(text, YOUNG));

  it.each([
    'the kittens cried, shivered and died in the snow',
    'there is a dead old man in the ditch',
  ])('refuses %j', (text) => expectRefusedAt(text, 'death and self-harm', YOUNG));
});

describe('checkText reads a prop worn on the back and a thing broken as things', () => {
  it.each([
    'my knight costume has a cardboard sword on the back and a shiny helmet',
    'Goldilocks broke the little bear’s bowl and said sorry',
    'the puppy broke baby brother’s tower of blocks',
  ])('lets %j through', (text) => expectPassedAt(text, YOUNG));

  it.each(['the bully broke the baby’s arm', 'he held the sword to the back of her neck'])(
    'refuses %j',
    (text) => expectRefusedAt(text, 'violence and weapons', YOUNG),
  );
});

describe('checkText reads a player told "you\'re dead" in a game as out of the round', () => {
  it.each([
    'at break we play cops and robbers and when Sam shouts got you, your dead, I sit on the wall',
    "in our game of tag you're dead when you get tagged and you help the catcher",
  ])('lets %j through', (text) => expectPassedAt(text, YOUNG));

  it.each(["let's play a game where Grandma is dead", 'we play a game where the baby is dead'])(
    'refuses %j',
    (text) => expectRefusedAt(text, 'death and self-harm', YOUNG),
  );
});

describe('checkText reads everyday mishaps, noises and dinners by who and what they happen to', () => {
  it.each([
    'I broke my wrist and the doctor gave me a purple cast',
    'Goldilocks eats baby bear’s porridge and then falls asleep',
    'we ate baby carrots with hummus at the picnic',
    'the baby screams in the bath because the water is too cold',
    'my little brother screamed when the balloon popped',
    'my big sister screamed blue murder when the spider ran up the bath',
    'my big sister screamed bloody murder when the spider ran up the bath',
    'Dad bashed the chicken flat with a rolling pin for our schnitzel',
  ])('lets %j through', (text) => expectPassedAt(text, YOUNG));

  it.each([
    'the bully broke my wrist and laughed',
    'the ogre eats the baby for his supper',
    'the farmer’s boy bashed the chicken with a stick',
  ])('refuses %j', (text) => expectRefusedAt(text, 'violence and weapons', YOUNG));

  it('still keeps a scream from the dark cellar from a 4–6 reader', () =>
    expectRefusedAt('a scream came from the dark cellar at midnight', 'horror', ['4-6']));
});
