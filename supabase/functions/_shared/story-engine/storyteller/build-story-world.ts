// The storyteller's world for one story: the hero (the idea's or the picked character, never an
// invented one when either exists), what they want, where, with whom, and the plan. Seeded only by
// what stays fixed across a story, so every part tells of the same world and follows the same plan.
import { kinKind } from './idea/kin-kind.ts';
import type { AgeId } from '../../age-bands.ts';
import { GENRES, type GenreSlug } from '../genres.ts';
import type { StoryRequest } from '../story-request.ts';
import { createSeededRandom, hashText } from '../../seeded-random.ts';
import type { PlotKind } from './plot-beats.ts';
import { plotFor } from './plot-for.ts';
import { heroKindByPlot } from './hero-kind-by-plot.ts';
import { SETTING_WORDS, type SettingWords, type Suspect } from './setting-words.ts';
import { YOUNG_SETTING_WORDS } from './young-setting-words.ts';
import { endSentence } from './end-sentence.ts';
import { heroNameFor } from './hero-name-for.ts';
import { definite, isPlural, tagWords, toSingular } from './read-english.ts';
import { placeKindOf } from './place-kinds.ts';
import { companionOf } from './companion-of.ts';
import { companionsUnlikeHero } from './companions-unlike-hero.ts';
import { understandIdea, type IdeaWant, type Pronoun, type StoryIdea } from './understand-idea.ts';
import { culpritOf } from './culprit-of.ts';
import { isKindDeed } from './idea/kind-deed.ts';
import { missingOneOf, type MissingOneTold } from './missing-one-of.ts';
import { suspectsFor } from './suspects-for.ts';
import { isPetCompanion } from './part/fits-pet-companion.ts';
import { culpritFittingClue } from './culprit-fitting-clue.ts';
import { heroByKind } from './hero-by-kind.ts';
import { lostThingNeverCulprit } from './lost-thing-never-culprit.ts';
import { PEOPLE_KINDS } from './idea/idea-words.ts';
import { givenNamePronoun } from './idea/given-names.ts';
import { readFeeling, withFeelingWords, type FeelingIdea } from './feelings/read-feeling.ts';
import { FEELING_SETTINGS } from './feelings/feeling-setting.ts';
import { troubleCompanion, troubleFeeling } from './feelings/trouble-feeling.ts';
import { readBedtimeImage, type BedtimeImage } from './bedtime/read-bedtime-image.ts';
import { readSleepless } from './bedtime/read-sleepless.ts';
import { respellTexting } from './idea/respell-texting.ts';
import { mendTypedWords } from './idea/mend-typed-words.ts';
import { dropRequestFrame } from './idea/drop-request-frame.ts';
import { animalHabitat, type Habitat } from './bedtime/animal-hero.ts';
import { ANIMAL_BEDTIME_SETTINGS } from './bedtime/animal-bedtime-settings.ts';

const TRAITS = ['curious', 'brave', 'cheerful', 'clever', 'kind', 'determined'];

export interface StoryWorld {
  age: AgeId;
  genre: GenreSlug;
  plot: PlotKind;
  setting: SettingWords;
  /** The idea's own things ("the bottles"), offered to study before the setting's stock ones. */
  ownThings: readonly string[];
  /** The story stays in one place (a shop, a school, a home) rather than travelling. */
  still: boolean;
  heroName: string;
  heroKind: string;
  /** The idea's hero told by kind, when it gave no name: "little duck" for "Mia, a little duck". */
  heroByKind: string | null;
  heroTrait: string;
  pronoun: Exclude<Pronoun, 'they'>;
  want: IdeaWant;
  /** With its article: "the windy hill". */
  place: string;
  /** The companion as the story names them once met: "the puppy", "Hana", "the clever fox". */
  companion: string;
  /** The companion is the idea's or the reader's, never one the genre invents. */
  ownCompanion: boolean;
  /** The companion is a pet in an everyday story, who goes along but never talks. */
  petCompanion: boolean;
  /** How the story first brings the companion in: "puppy" after the hero's "her", or "a clever fox". */
  companionIntro: { words: string; owned: boolean };
  culprit: Suspect;
  /** What the culprit did, when it took nothing away: "swapped the labels on every jar". */
  deed: string | null;
  /** The deed is a kindness done in secret ("left fresh flowers"): found out, never forgiven. */
  kindDeed: boolean;
  /** Someone alive is missing: the trail they left, and where they had been all along. */
  missing: MissingOneTold | null;
  suspects: readonly [Suspect, Suspect];
  nouns: readonly string[];
  /** The hero is the one framed for what the story uncovers, and clears their name. */
  framed: boolean;
  /** An everyday, feelings idea (being compared, a first day, a lost match), told in its own beats. */
  feeling: FeelingIdea | null;
  /** A bedtime idea's picture ("singing to her baby under the northern lights"), kept to the end. */
  image: BedtimeImage | null;
  /** Where an animal hero lives; an animal is never given hands, pillows or a bed. */
  animal: Habitat | null;
  seed: number;
}

/** A stock goal as a want: its verb and the thing it is about, whose head is its last noun. */
function wantFromGoal(goal: string): IdeaWant {
  // "find out who took the trophy", "tuck in the stars": the particle is the verb's, never the
  // thing's ("the out who", "thinking of the stars into bed").
  const [, verb = 'find', told = ''] = /^(\w+(?: (?:out|down|up|in))?) (.*)$/.exec(goal) ?? [];
  if (/^(who|what|why|how|where|when)\b/.test(told)) {
    const asked = tagWords(told).filter(
      (word) => word.tags.has('Noun') && !word.tags.has('Pronoun'),
    );
    return { verb, thing: told, noun: asked[asked.length - 1]?.normal ?? '', question: true };
  }
  const thing = told.replace(/^(the|a|an) /, '');
  const nouns = tagWords(thing).filter((word) => word.tags.has('Noun'));
  return { verb, thing, noun: nouns[nouns.length - 1]?.normal ?? thing, question: false };
}

/** "to read to my husband in hospital": where the story is read is no place in it. */
const READ_TO_SOMEONE =
  /\b(?:read|tell)(?: it)?(?: aloud)? to (?:my|our|his|her) [\p{L}' -]+? (?:in|at) [\p{L} -]+?(?=[.,;:!?]| about |$)/giu;

/** "the truth about the vicar's wife": a thing owned by someone named by a noun takes "the". */
const ownedThing = (thing: string) =>
  /^\p{Ll}[\p{L}-]*['’]s /u.test(thing) && !/^(every|some|any|no)(one|body)\b/.test(thing)
    ? `the ${thing}`
    : definite(thing);

/**
 * A detective sets out to find, find out, return or fix; never to do what the culprit did, to
 * "notice the seagulls", or to find the one the idea gives away as the culprit.
 */
function wantIn(
  plot: PlotKind,
  want: IdeaWant,
  idea: StoryIdea,
  situation: IdeaWant | null,
): IdeaWant {
  const revealed = (idea.reveal?.who ?? '').toLowerCase().split(/[\s']+/);
  // "(spoiler it was the nisse)": who did it is someone to find, never someone to be.
  if (plot !== 'mystery')
    return want.verb === 'be' && want.noun !== '' && revealed.includes(want.noun.toLowerCase())
      ? { ...want, verb: 'find' }
      : want;
  // The genre's own goals ("solve the riddle of the clock") are found; its situations asked about.
  if (want !== idea.want)
    return want === situation
      ? { verb: 'find out', thing: 'who had done it', noun: '', question: true }
      : /^(find|return|fix)\b/.test(want.verb)
        ? want
        : { ...want, verb: 'find' };
  // "the culprit is the understudy" is about who, never something to be or to find.
  const aboutCulprit =
    want.verb === 'be' ||
    /^(culprit|thief|villain|suspects?)$/.test(want.noun) ||
    (want.noun !== '' && revealed.includes(want.noun.toLowerCase()));
  if (/^(find|return|fix)\b/.test(want.verb) && !aboutCulprit) return want;
  if (aboutCulprit || !want.noun)
    return { verb: 'find out', thing: 'who had done it', noun: '', question: true };
  return {
    verb: 'find out',
    thing: `the truth about ${ownedThing(want.thing)}`,
    noun: want.noun,
    question: true,
  };
}

/**
 * "their late grandfather's drum", "their dad's boat": what belongs to the hero's family is told as
 * the hero's, "his late grandfather's drum", never "the late grandfather's drum".
 */
function kinsThing(thing: string, possessive: string): string {
  const words = thing.split(' ');
  // "cant find his mum": the one looked for is the hero's own, never "the mum".
  const last = words[words.length - 1] ?? '';
  if (
    words.length <= 2 &&
    PEOPLE_KINDS.has(last) &&
    !/^(friend|neighbour|neighbor|coach|partner|assistant|apprentice)$/.test(last)
  )
    return `${possessive} ${thing}`;
  const owner = words.findIndex((word) => /['’]s$/.test(word));
  if (owner < 0 || owner > 1) return thing;
  const kin = (words[owner] ?? '').replace(/['’]s$/, '').toLowerCase();
  if (!PEOPLE_KINDS.has(kin) || /^(friend|neighbour|neighbor|coach)$/.test(kin)) return thing;
  // "Grandma's cookies": what the child calls her is her name, and needs no "his" before it.
  if (/^\p{Lu}/u.test(words[owner] ?? '')) return thing;
  return `${possessive} ${thing}`;
}

/**
 * "walk her old dog": a companion of the hero's own that the want is about is told as theirs, so
 * the story never meets "the old dog" before it meets her dog.
 */
function ownPet(thing: string, noun: string, idea: StoryIdea, possessive: string): string {
  const own = idea.companions.some(
    (companion) =>
      companion.name === null &&
      companion.article === null &&
      companion.kind?.split(' ').pop() === noun,
  );
  // "why the robot was sending messages": the hero's own robot, met as theirs.
  if (own && thing.includes(` the ${noun} `))
    return thing.replace(` the ${noun} `, ` ${possessive} ${noun} `);
  return own && !/^(the|a|an|her|his|their|my|our) /.test(thing) && thing.endsWith(noun)
    ? `${possessive} ${thing}`
    : thing;
}

/**
 * "the windy hill", but "France" and "Mars": a place's own name takes no article, nor one that has
 * its own ("the bowl", read from "its bowl").
 */
const placeOf = (place: string) =>
  // "my son's birthday party", "my garden": the asker's own is no one's in a story told of others.
  /^(my|your) /i.test(place)
    ? `the ${place.replace(/^(my|your) (\S+['’]s )?/i, '')}`
    : /^\p{Lu}/u.test(place) || /^(the|her|his|their|our) |^\S+['’]s /.test(place)
      ? place
      : `the ${place}`;

const POSSESSIVE_OF = { she: 'her', he: 'his', first: 'my', second: 'your' };

/** The plots whose ideas may be everyday feelings stories; a mystery or a lesson keeps its own. */
const FEELING_PLOTS: ReadonlySet<PlotKind> = new Set(['values', 'quest']);

const worlds = new Map<string, StoryWorld>();

export function buildStoryWorld(request: StoryRequest): StoryWorld {
  const key = JSON.stringify([
    request.age,
    request.genre,
    request.prompt,
    request.starting_point,
    request.characters,
    request.story_id ?? '',
  ]);
  const known = worlds.get(key);
  if (known) return known;
  const seed = hashText(key);
  const random = createSeededRandom(seed);
  const genre = GENRES[request.genre];
  const idea = lostThingNeverCulprit(
    understandIdea(`${endSentence(request.prompt)} ${endSentence(request.starting_point)}`.trim()),
  );
  const plot = plotFor(request.genre, idea, request.prompt);
  const protagonist =
    request.characters.find((c) => c.role === 'protagonist') ?? request.characters[0];
  const sidekick = request.characters.find((c) => c !== protagonist);
  const described = protagonist?.description ? understandIdea(protagonist.description) : null;
  const heroName =
    protagonist?.name ??
    idea.heroName ??
    heroNameFor(idea.pronoun ?? described?.pronoun ?? null, random);
  const heroKind =
    described?.heroKind ?? idea.heroKind ?? kinKind(heroName) ?? heroKindByPlot(plot, request.age);
  const pronoun =
    idea.pronoun ??
    described?.pronoun ??
    givenNamePronoun(heroName) ??
    (hashText(heroName) % 2 === 0 ? 'she' : 'he');
  const ideaText = `${request.prompt} ${request.starting_point}`;
  // The idea's own kind of place gives what is seen and met there, and who could have done it; the
  // genre fills in the rest. "at granny's" is read as granny's house, a home.
  const placeKind = placeKindOf(
    `${ideaText.replace(READ_TO_SOMEONE, '')} ${idea.place ?? ''}`,
    tagWords(ideaText).some((word) =>
      ['Place', 'City', 'Country'].some((tag) => word.tags.has(tag)),
    ),
  );
  const kindDeed = idea.culprit !== null && isKindDeed(idea.culprit);
  const [picked, first, second] = culpritFittingClue(
    random.shuffle(suspectsFor(idea, placeKind?.suspects)),
    idea.reveal || idea.culprit?.who ? null : idea.clue,
    kindDeed,
  ) as [Suspect, Suspect, Suspect];
  const { places: youngPlaces, ...youngWords } =
    (request.age === '4-6' ? YOUNG_SETTING_WORDS[request.genre] : undefined) ?? {};
  const setting: SettingWords = {
    ...SETTING_WORDS[request.genre],
    ...youngWords,
    ...placeKind?.setting,
  };
  // "a bookshop in Bergen": a story that stays put happens at the bookshop, in the town.
  const ownPlace =
    placeKind?.still && placeKind.placeWords?.test(ideaText.toLowerCase()) ? placeKind.place : null;
  const place = idea.place
    ? ownPlace &&
      /^\p{Lu}/u.test(idea.place) &&
      !placeKind?.placeWords?.test(idea.place.toLowerCase())
      ? `${ownPlace} in ${idea.place}`
      : placeOf(idea.place)
    : (placeKind?.place ?? random.pick(youngPlaces ?? genre.places));
  // An idea that is a situation and says no more than where it happens is about doing well there,
  // never about a goal from the genre's stock ("reach the lost lighthouse" at a show ground).
  const aimedAt = ownPlace ?? place;
  const situationWant: IdeaWant | null = placeKind?.still
    ? {
        verb: placeKind.aim ?? 'do well at',
        thing: aimedAt.replace(/^the /, ''),
        noun: aimedAt.split(' ').pop() ?? aimedAt,
        question: false,
      }
    : null;
  const kind =
    (isPlural(heroKind) ? toSingular(heroKind) : heroKind) || heroKindByPlot(plot, request.age);
  const possessive =
    POSSESSIVE_OF[
      request.options.person !== 'third' ? request.options.person : pronoun === 'he' ? 'he' : 'she'
    ];
  // A values idea about the hero's own trouble (forgiving, a hard thing to say, bragging, being
  // shy) is told as that trouble, never as a stock dilemma.
  // Read with a child's texting written out: "scared of the dark pls" is scared of the dark.
  const typed = respellTexting(ideaText);
  const shaped = FEELING_PLOTS.has(plot) ? readFeeling(typed, possessive) : null;
  // The one the trouble is with comes along: the idea's companion, or whom the idea names.
  const troubleComes =
    idea.trouble?.companion === true ||
    (idea.trouble?.other != null && idea.companions.length === 0 && !sidekick);
  const trouble =
    !shaped && plot === 'values' && idea.trouble
      ? troubleFeeling(idea.trouble, idea.want, possessive, troubleComes)
      : null;
  // A bedtime hero who cannot sleep is told trying to sleep, soothed and falling asleep; an
  // animal in its own nest, burrow or den.
  const animal = animalHabitat(kind);
  const sleepless = plot === 'bedtime' ? readSleepless(typed, idea, possessive, kind) : null;
  const feeling = shaped ?? trouble ?? sleepless;
  const image =
    // The scene is copied into the story, so it is read as English writes it: "in Samoa".
    // "a quiet story for grown ups who cant sleep, a woman named Maj …": the picture follows what
    // only asks for the story.
    plot === 'bedtime' && !sleepless
      ? readBedtimeImage(dropRequestFrame(mendTypedWords(request.prompt)))
      : null;
  // A bedtime idea that says what the hero is doing wants that, never a stock goal.
  const imageWant: IdeaWant | null =
    image?.thing && !idea.want
      ? {
          verb: image.verb,
          thing: image.thing,
          noun: image.thing.split(' ').pop() ?? image.thing,
          question: false,
        }
      : null;
  // A feelings story happens at home or at school; an animal's bedtime where it lives.
  const storySetting =
    animal && plot === 'bedtime'
      ? ANIMAL_BEDTIME_SETTINGS[animal]
      : feeling
        ? FEELING_SETTINGS[feeling.scene ?? feeling.shape.scene]
        : setting;
  const want = feeling
    ? {
        ...feeling.shape.want,
        thing: withFeelingWords(feeling.shape.want.thing, feeling.words),
        question: false,
      }
    : wantIn(
        plot,
        idea.want ?? imageWant ?? situationWant ?? wantFromGoal(random.pick(genre.goals)),
        idea,
        situationWant,
      );
  const cast =
    trouble && troubleComes && idea.companions.length === 0
      ? troubleCompanion(trouble.words)
      : companionOf(
          idea,
          sidekick,
          random.pick(
            companionsUnlikeHero(
              storySetting.companions,
              kind,
              request.age === 'teen' || request.age === 'adult',
            ),
          ),
          possessive,
        );
  // "her big sister Dao is teaching her": who the hero confides in is the companion who is there,
  // never a best friend met nowhere else; but one the hero must say sorry to, or tell, is not told
  // first how scary that is.
  const confidedIn =
    feeling &&
    idea.companions.length > 0 &&
    feeling.words.listener === `${possessive} best friend` &&
    !/^(say|tell|apologi[sz]e|admit|own up|confess|ask)\b/.test(idea.trouble?.step ?? '')
      ? { ...feeling, words: { ...feeling.words, listener: cast.companion } }
      : feeling;
  const world: StoryWorld = {
    age: request.age,
    genre: request.genre,
    plot,
    setting: {
      ...storySetting,
      things: [
        ...idea.things.map((thing) => ({ verb: 'study', object: thing })),
        ...storySetting.things,
      ],
    },
    ownThings: idea.things,
    still: feeling !== null || (placeKind?.still ?? false),
    heroName,
    heroKind: kind,
    heroByKind: heroByKind(idea, protagonist !== undefined, kind),
    heroTrait:
      protagonist?.traits[0] ??
      described?.heroTraits[0] ??
      idea.heroTraits[0] ??
      random.pick(TRAITS),
    pronoun: pronoun === 'they' ? 'she' : pronoun,
    want: {
      ...want,
      thing: ownPet(kinsThing(want.thing, possessive), want.noun, idea, possessive),
    },
    // "scared of the dark in her burrow": the burrow is where she lies awake, in the wood.
    place: sleepless
      ? idea.place && !idea.place.endsWith(sleepless.words.venue)
        ? placeOf(idea.place)
        : sleepless.shape.place
      : feeling
        ? withFeelingWords(feeling.shape.place, feeling.words)
        : (image?.scene?.replace(/^\w+ /, '') ?? place),
    ...cast,
    ownCompanion: idea.companions.length > 0 || sidekick !== undefined,
    petCompanion: isPetCompanion(
      `${cast.companionIntro.words} ${cast.companion}`,
      request.genre,
      animal !== null,
    ),
    culprit: culpritOf(idea, picked, heroName, kind, kindDeed),
    deed: idea.culprit && !idea.culprit.takes ? idea.culprit.done : null,
    kindDeed,
    missing: missingOneOf(idea, request.age),
    suspects: [first, second],
    nouns: idea.nouns,
    framed: plot === 'mystery' && idea.framed,
    feeling: confidedIn,
    image,
    animal,
    seed,
  };
  if (worlds.size > 200) worlds.clear();
  worlds.set(key, world);
  return world;
}
