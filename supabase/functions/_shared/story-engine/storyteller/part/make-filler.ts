// Fills a clause's tokens from the story: "{H}" the hero, "{comp}" the companion (met once, then
// named), "{sight}" a sight not told before, "{was:thing}" a verb agreeing with the phrase used,
// and words in brackets from the reading band; the article before a word is the library's choice.
import type { StoryRequest } from '../../story-request.ts';
import { AGE_BANDS } from '../../../age-bands.ts';
import { capitalise } from '../../../capitalise.ts';
import { countWords } from '../../../count-words.ts';
import { heardLength, swapWords } from '../reading-levels.ts';
import { CLAUSE_JOINS } from '../clause-joins.ts';
import { matureWording } from '../mature-wordings.ts';
import { youngWording } from '../young-wordings.ts';
import { factsFor, ideaTopic } from '../facts/facts-about.ts';
import { definite, isPlural } from '../read-english.ts';
import { agreeingForm, markAgreement } from './agree-with-subject.ts';
import { mysteryWords } from '../mystery-words.ts';
import { isMachine } from '../culprit-of.ts';
import { shortReference } from '../short-reference.ts';
import { articleFor } from './article-for.ts';
import { knownThenAsked } from './known-then-asked.ts';
import { youngWhy } from './young-why.ts';
import { partIndexOf } from './part-index-of.ts';
import type { Telling } from './telling.ts';

const QUESTION_WHO = ['who was behind it', 'the truth', 'who had done it', 'the answer'];
const QUESTION_OTHER = ['the answer', 'more about it', 'the truth of it'];
const COUNTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

/** The plain noun and whose it is: "her grandma's house" stays whole, "lost kite" is "kite". */
function headWithOwner(thing: string): string {
  // "Mrs Patel", "Captain Rhys": a name with its title is said whole.
  if (/^\p{Lu}\S* \p{Lu}/u.test(thing)) return thing;
  const words = thing.split(' ');
  let from = words.length - 1;
  if (/['’]s$/.test(words[from - 1] ?? '')) from -= 1;
  if (from < words.length - 1 && /^(her|his|their|my|your|our)$/.test(words[from - 1] ?? ''))
    from -= 1;
  return words.slice(from).join(' ');
}

export function makeFiller(telling: Telling): (template: string, isClause?: boolean) => string {
  const { world, request, state, random, voice, taken } = telling;
  const third = request.options.person === 'third';
  // In the third person the hero is named in every other clause, and only at a clause's first
  // mention, so a pronoun never comes before the name it stands for.
  let clauseCount = 0;
  let mentionsInClause = 0;
  const heroReference = () =>
    third && mentionsInClause++ === 0 && clauseCount % 2 === 1 ? world.heroName : voice.subject;
  // The youngest readers get the plain noun: "the kite", not "the lost kite".
  const young = request.age === '4-6';
  // Readers up to 9 hear the culprit's reason of two deeds as two sentences.
  const youngBand = young || request.age === '7-9';
  // A question is asked about its own subject: "asked the neighbour about the clocks".
  const thing = world.want.question
    ? `the ${world.want.noun || 'answer'}`
    : young && world.want.noun
      ? definite(headWithOwner(world.want.thing))
      : definite(world.want.thing);
  const topic = ideaTopic(world);
  // Each middle part tells the next fact in turn, so a story never tells one twice.
  let factTurn = Math.max(0, partIndexOf(request) - 1);
  const nextFact = () => {
    const facts = topic ? factsFor(topic, request.age) : [];
    return facts.length > 0 ? (facts[factTurn++ % facts.length] as string) : '';
  };
  // The want is named in full the first time the story names it, and by its head after.
  let thingNamed = partIndexOf(request) > 0;
  const thingAgain = () => {
    if (young || thingNamed) return young ? thing : shortReference(thing);
    thingNamed = true;
    return thing;
  };
  // A question is asked in full where the story begins and where it ends; in between it is named
  // in a few words, each in turn, never "who had painted the statues blue at night" six times.
  let questionAsked = partIndexOf(request) > 0 && !request.finish;
  let questionTurn = partIndexOf(request);
  const questionAgain = () => {
    if (!questionAsked) {
      questionAsked = true;
      // A mystery opens by telling what someone did, so the question after it is only who:
      // "Someone had swapped the helmets. Farida wanted to find out who had done it."
      return world.plot === 'mystery' &&
        partIndexOf(request) === 0 &&
        /^who had /.test(world.want.thing)
        ? 'who had done it'
        : world.want.thing;
    }
    const names = /^who\b/.test(world.want.thing) ? QUESTION_WHO : QUESTION_OTHER;
    return names[questionTurn++ % names.length] as string;
  };
  // Who or what the chosen action met is named in full once a part: "the old man in bed four",
  // then "the old man".
  let objectNamed = false;
  const objectAgain = () => {
    if (!taken?.object) return thingAgain();
    if (objectNamed) return shortReference(taken.object);
    objectNamed = true;
    return taken.object;
  };
  // The companion is met in the first part before anyone calls them by name: "her puppy", "a
  // clever fox"; from then on they are "the puppy", "Hana", "the clever fox".
  // Once a part has passed since they were met, "the chatty ship computer" is "the ship computer".
  let companionMet = partIndexOf(request) > 0;
  const companion = () => {
    if (companionMet)
      return partIndexOf(request) > 0 ? shortReference(world.companion) : world.companion;
    companionMet = true;
    const { words, owned } = world.companionIntro;
    return owned ? `${voice.possessive} ${words}` : words;
  };
  const mystery = mysteryWords(world, thing);
  // A sight or a sound is told once in a part and not again soon after: never a refrain. One of
  // five words or more is a phrase of its own, so it is never told twice while others are left.
  const told = new Set<string>();
  const { heardBefore } = telling;
  const freshPick = (words: readonly string[]) => {
    const unheard = words.filter((word) => !told.has(word) && !heardBefore(word));
    const unused = words.filter(
      (word) => !told.has(word) && (countWords(word) < 5 || !heardBefore(word)),
    );
    const word = random.pick(unheard.length > 0 ? unheard : unused.length > 0 ? unused : words);
    told.add(word);
    return word;
  };
  // One function for every token, not a record of closures: a filler is made for every telling of
  // a part, and each closure made would cost its own allocation.
  const valueOf = (token: string): string | undefined => {
    switch (token) {
      case 'H':
      case 'h':
        return heroReference();
      case 'name':
        return third ? world.heroName : voice.subject;
      case 'his':
        return voice.possessive;
      case 'him':
        return voice.object;
      case 'want':
        return `${world.want.verb} ${world.want.question ? questionAgain() : thingAgain()}`;
      case 'thing':
        return thingAgain();
      case 'kind':
        return world.heroKind;
      case 'trait':
        return world.heroTrait;
      case 'place':
        return world.place;
      case 'comp':
        return companion();
      case 'sight':
        return freshPick(world.setting.sights);
      case 'sound':
        return freshPick(world.setting.sounds);
      case 'air':
        return random.pick(world.setting.airs);
      case 'scared':
        return swapWords('[scared]', request.age);
      case 'culprit':
        return world.culprit.who;
      // The hero names their own kin as theirs: "It was my baby sister," not "Mateo's baby sister".
      case 'culpritSaid':
        return world.culprit.who.replace(`${world.heroName}'s `, 'my ');
      case 'trace':
        return world.culprit.trace;
      // A machine that did it is mended; anyone else says sorry.
      case 'sorry':
        return isMachine(world.culprit.who)
          ? `${world.culprit.who} was mended at last`
          : `${world.culprit.who} said sorry`;
      case 'why': {
        const why = youngBand ? youngWhy(world.culprit.who, world.culprit.why) : world.culprit.why;
        // "wanted to borrow it … bring it back", of the trophies: what was taken is "them".
        return isPlural(definite(world.want.thing))
          ? why.replace(
              /\b(borrow|bring|keep|hide|mend|polish|carried|practise with|resist) it\b/g,
              '$1 them',
            )
          : why;
      }
      case 'suspectA':
        return world.suspects[0].who;
      case 'suspectB':
        return world.suspects[1].who;
      case 'fact':
        return nextFact();
      case 'answer':
        if (!topic) return '';
        return AGE_BANDS[request.age].maxSentenceWords < countWords(topic.answer)
          ? topic.youngAnswer
          : topic.answer;
      case 'past':
        return taken?.past ?? 'went on';
      case 'object':
        return objectAgain();
      case 'action':
        return taken?.action || taken?.object || thing;
      case 'location':
        return state.location ?? world.place;
      case 'helper':
        return shortReference(state.helpers[state.helpers.length - 1] ?? world.companion);
      case 'item':
        return state.items[state.items.length - 1] ?? thing;
      case 'clues':
        return state.clues === 1
          ? 'one clue'
          : `${COUNTS[Math.min(state.clues, COUNTS.length - 1)]} clues`;
      default:
        return mystery[token]?.();
    }
  };
  const before = request.history.join(' ').toLowerCase();
  const toldBefore = (value: string) => before.includes(value.toLowerCase());
  const saidTwiceBefore = (value: string) =>
    countWords(value) >= 5 && before.split(value.toLowerCase()).length > 2;
  // "eaten all the jam tarts at his nana's bakery": where is told in a sentence of its own.
  const withoutWhere = (deed: string) => {
    const here = /^(.+?) (?:at|from|in|on|inside|near|behind) \S.*$/.exec(deed)?.[1];
    return here && here.split(' ').length >= 3 ? here : deed;
  };
  // A clause too long for the band is told again with the same values, each in its shortest
  // form: "the courage" once the story has said "the courage to face the dark", the hero's pronoun
  // for a name of three words.
  const maxWords = AGE_BANDS[request.age].maxSentenceWords;
  const brief = (token: string, value: string | undefined): string | undefined => {
    if (value === undefined) return value;
    switch (token.toLowerCase()) {
      case 'thing':
        return briefThing(value, toldBefore(value));
      case 'object':
      case 'place':
      case 'location':
        return shortReference(value);
      case 'want': {
        const verb = world.want.verb;
        // A question is the idea itself: it is asked in full, however long.
        // "find out the truth about the broken spaceship" says no more than "find out about it".
        const about = /^(.+?) the truth (about .+)$/.exec(value);
        if (about) return `${about[1]} ${about[2]}`;
        if (world.want.question || !value.startsWith(`${verb} `)) return value;
        // "bring the golden key back to the castle" is "bring the golden key back" once said:
        // a verb with its own object says what is wanted without where.
        const done = /^(\S+ \S+ .*\S) (?:to|at|into|onto|for|from|in|on)$/.exec(verb)?.[1];
        const thing = value.slice(verb.length + 1);
        return done ?? `${verb} ${briefThing(thing, toldBefore(thing))}`;
      }
      case 'taken':
      case 'vanished':
        return withoutWhere(value);
      case 'h':
        return value === world.heroName && /\s/.test(value) ? voice.subject : value;
      default:
        return value;
    }
  };
  return (template: string, isClause = true) => {
    if (isClause) {
      clauseCount += 1;
      mentionsInClause = 0;
    }
    const text = levelled(template, request);
    // A template with no token was given its articles when it was levelled.
    if (!text.includes('{')) return text;
    const values: { token: string; value: string | undefined }[] = [];
    const full = tellTokens(text, (token) => {
      const said = valueOf(token) ?? valueOf(token.charAt(0).toLowerCase() + token.slice(1));
      // "have a good day at the school", told in every part, is heard as a refrain: once the
      // parts before have said it twice, it is told in its shortest form.
      const value =
        token.toLowerCase() === 'want' && said !== undefined && saidTwiceBefore(said)
          ? brief(token, said)
          : said;
      values.push({ token, value });
      return value;
    });
    if (heardLength(full) <= maxWords) return full;
    let at = 0;
    const briefed = tellTokens(text, () => {
      const { token, value } = values[at++] as { token: string; value: string | undefined };
      return brief(token, value);
    });
    if (heardLength(briefed) <= maxWords) return briefed;
    // Still too long: a question is told as what is known, then the question word alone, two
    // clauses that the band's shaping tells as two sentences.
    const want = values.find(({ token }) => token.toLowerCase() === 'want')?.value;
    const whole = want === undefined ? null : knownThenAsked(want);
    if (!whole) return briefed;
    // What someone did was told where the mystery opened, so it is not told again beside the
    // question: "Farida would find out who had done it", never "Someone had swapped all the knights'
    // helmets" twice in one part.
    if (world.plot === 'mystery' && /^some(one|body) /.test(whole.known)) {
      at = 0;
      return tellTokens(text, () => {
        const { token, value } = values[at++] as { token: string; value: string | undefined };
        return token.toLowerCase() === 'want' ? `${whole.asked} had done it` : brief(token, value);
      });
    }
    const split = /^some(one|body) /.test(whole.known)
      ? { ...whole, known: withoutWhere(whole.known) }
      : whole;
    at = 0;
    const asked = tellTokens(text, () => {
      const { token, value } = values[at++] as { token: string; value: string | undefined };
      return token.toLowerCase() === 'want' ? split.asked : brief(token, value);
    });
    // What is known comes just before the part of the clause that asks: "The ship was fixed;
    // someone had painted the statues blue; and she could find out who at last."
    const joins = [...asked.slice(0, asked.indexOf(split.asked)).matchAll(CLAUSE_JOINS)];
    const last = joins[joins.length - 1];
    if (last?.index === undefined)
      return `${capitalise(split.known)}; ${lowerOpening(asked, text, voice.subject)}`;
    return `${asked.slice(0, last.index)}; ${split.known}; ${asked.slice(last.index + last[0].length)}`;
  };
}

/**
 * A clause's first word as it reads after a semicolon: "at last she could", "she wanted". A value
 * that opens the template keeps its capital unless it is the hero's pronoun: "Ana wanted", "I".
 */
function lowerOpening(clause: string, template: string, pronoun: string): string {
  const first = clause.split(' ')[0] as string;
  const plain = template.startsWith('{') ? first === capitalise(pronoun) && pronoun !== 'I' : true;
  return plain ? clause.charAt(0).toLowerCase() + clause.slice(1) : clause;
}

/** The clause's tokens told by `lookup`, with verbs that agree and the library's articles. */
function tellTokens(text: string, lookup: (token: string) => string | undefined): string {
  // What each token said in this clause, so a verb after it agrees with those very words.
  const said: Record<string, string> = {};
  return withArticles(
    text.replace(/\{(\w+)(?::(\w+))?\}/g, (match, token: string, subject?: string) => {
      const lower = token.charAt(0).toLowerCase() + token.slice(1);
      if (subject) {
        // "{was:thing}": the verb agrees with the noun phrase the story actually uses.
        const phrase = said[subject.toLowerCase()] ?? lookup(subject);
        const form = phrase === undefined ? null : agreeingForm(lower, phrase);
        if (form === null) return match;
        return token === lower ? form : capitalise(form);
      }
      const value = lookup(token);
      if (value === undefined) return match;
      said[token.toLowerCase()] = value;
      return VALUE + (token === lower && token !== 'H' ? value : capitalise(value));
    }),
  ).replace(/\u2063/g, '');
}

/**
 * A wanted thing in few words: its short reference, without what follows its head ("the courage
 * to face the dark" is "the courage", "the way to the castle" "the way").
 */
function briefThing(thing: string, toldWhole = false): string {
  // "the giant pickle that had been Tameka's teacher", once told whole, is the giant pickle.
  const changed = toldWhole ? /^(.+?) that had been \S.*$/.exec(thing)?.[1] : undefined;
  if (changed) return changed;
  const short = shortReference(thing);
  const head = short.match(/^(the|her|his|their|my|your|our) (\S+(?: \S+)?) to \S/i);
  return head ? `${head[1]} ${head[2]}` : short;
}

// Marks where a told value begins, so the value's own first word is never taken for an article.
const VALUE = '\u2063';

/**
 * The article is the library's choice for the word that follows it: "an eager kid". A name's last
 * letter is no article: "Lucía only watched" never becomes "Lucían only"; nor is a name that is
 * one, told as a value: "An talked it over with Thao" never becomes "A talked".
 */
function withArticles(text: string): string {
  return text.replace(
    /(?<![\p{L}\p{M}\d’'\u2063-])(an?|An?) \u2063?([\p{L}\d][\p{L}\p{M}\d’'-]*)/gu,
    (_, article: string, word: string) => articleFor(article, word),
  );
}

// A template's words for a band and person never change: each is levelled once.
const levelledTemplates = new Map<string, Map<string, string>>();

function levelled(template: string, request: StoryRequest): string {
  const second = request.options.person === 'second';
  const key = `${request.age}|${second}`;
  let templates = levelledTemplates.get(key);
  if (!templates) levelledTemplates.set(key, (templates = new Map()));
  let told = templates.get(template);
  if (told === undefined) {
    told = withArticles(
      markAgreement(
        swapWords(
          matureWording(youngWording(template, request.age), request.age).replace(
            /\[was\]/g,
            second ? 'were' : 'was',
          ),
          request.age,
        ),
      ),
    );
    templates.set(template, told);
  }
  return told;
}
