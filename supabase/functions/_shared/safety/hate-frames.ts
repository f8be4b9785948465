// Hate read as frames over a sentence's lemmas: a people, named in any way (any demonym or country
// the tagger's lexicon knows, "people like him", "the girls in headscarves"), and what is said of it
// close by: a slur of its nature, that it should go, that it should not exist; a people driven out or
// mocked; and hate asked for by its name ("something racist", "racist jokes", "a proud racist"). A
// people is a group (plural, or a family); one child of a people is named only with being told to go
// back where they came from, so "the Kenyan runner was too lazy to get up" is a story about a runner.
import nlp from 'compromise/two';
import { GROUP, PEOPLE_NAMED } from './harm-frame-kinds.ts';
import { frame, near, type HarmFrame } from './harm-frame.ts';
import { PEOPLE_TOLD } from './sexual-and-hate-frame-kinds.ts';

// The library types its world as a bare object; its lexicon maps a word to its tags.
const LEXICON = (nlp.world() as { model: { one: { lexicon: Record<string, string | string[]> } } })
  .model.one.lexicon;
function taggedAs(tag: string): string[] {
  return Object.entries(LEXICON)
    .filter(([word, tags]) => /^[a-z]+$/.test(word) && [tags].flat().includes(tag))
    .map(([word]) => word);
}
/** Peoples the tagger reads as plain adjectives or nouns, not as demonyms. */
const UNTAGGED_PEOPLES =
  'indigenous aboriginal nepali bengali eritrean hmong latino latina hispanic greek swedish kurdish danish english spanish finnish british cornish flemish christian buddhist'.split(
    ' ',
  );
/** Every people by its demonym, and its plural ("Peruvians", "Filipinos"). */
const DEMONYM = `(?:${[...taggedAs('Demonym'), ...UNTAGGED_PEOPLES].join('|')})`;
const DEMONYMS = `(?:${taggedAs('Demonym')
  .map((word) => `${word}s`)
  .join('|')})`;
const COUNTRY = `(?:${taggedAs('Country').join('|')})`;
const MEMBERS =
  '(?:people|persons|folk|kids|children|boys|girls|men|women|famil(?:y|ies)|neighbou?rs|players|workers|maids|travell?ers|students|pupils|classmates|villagers|shopkeepers|ones)';
const ONE_OF_THEM =
  '(?:person|kid|child|boy|girl|man|woman|neighbou?r|player|goalkeeper|goalie|striker|worker|maid|travell?er|student|pupil|classmate|shopkeeper|one)';
/** A people, however it is named: by the tagger's demonyms, a country, or who they are like. */
const ANY_PEOPLE = `(?:${GROUP}|${PEOPLE_TOLD}|${DEMONYMS}|(?:${DEMONYM}|${PEOPLE_NAMED}) (?:[^ ]+ )?${MEMBERS}|${MEMBERS} from (?:the )?${COUNTRY}|(?:people|kids|families|children|folk|girls|boys) like (?:him|her|them|you|us|that|his|hers|theirs|yours)|(?:your|their|his|her|that) (?:kind|lot|sort)|(?:boys|girls|men|women|people|kids) who (?:like|love|fancy|date|marry) (?:boys|girls|men|women|each other)|(?:some|other|those|these|certain|all) (?:skin colou?rs|races|religions)|${MEMBERS} (?:in|with|wearing) (?:a |the )?(?:wheelchairs|headscarves|hijabs|turbans|kippahs|burkas|hearing aids))`;
/** One of a people: named by a demonym or a country, or by a wheelchair or a headscarf. */
const ONE_OF_A_PEOPLE = `(?:(?:${DEMONYM}|${PEOPLE_NAMED}) (?:[^ ]+ )?${ONE_OF_THEM}|${ONE_OF_THEM} from (?:the )?${COUNTRY}|${ONE_OF_THEM} (?:in|with|wearing) (?:a |the )?(?:wheelchair|headscarf|hijab|turban|kippah|burka|hearing aid))`;
/** One of a people told to go, or slurred for what "they all" are. */
const SENT_BACK =
  "(?:go back where|(?:doesn't|does not|don't|do not) belong|not one of us|because of where (?:she|he|they) (?:come|comes|be|is|are) from|like they all (?:are|be)|because (?:all the people from there|none of them ever))";
/** What hate says of a people: its nature slurred, that it should go, that it should not be. */
const SAID_OF_A_PEOPLE =
  "(?:(?:be|are|is) (?:all |just |always |really |so |too )*(?:dirty|filthy|smelly|stupid|dumb|lazy|greedy|thieves|liars|cheats|criminals|dangerous|peasants|animals|rats|vermin|confused|inferior|evil|sneaky|disgusting|less (?:smart|clever|intelligent|human))|(?:smell|smells|stink|stinks)(?! (?:of|like|lovely|nice|good|great|delicious|yummy|amazing|sweet))|(?:be )?like rats|(?:shouldn't|should not|don't deserve to|do not deserve to) exist|need (?:fix|fixing|to be fixed)|(?:ruin|ruins|spoil|spoils) everything|(?:can't|cannot|can never|could never) (?:learn|be trusted|be trust)|(?:should|must|have to|has to|need to|ought to) (?:all )?(?:go home|go back|leave|get out|be sent (?:back|away|home)|be kicked out|be thrown out|be locked up|be kept out|be banned)|go back where|(?:secretly )?(?:plan|planning|plot|plotting) to take over|(?:steal|stealing|take|taking) (?:everyone|our|all the|the) jobs?|not one of us|(?:can't|cannot|not allowed to|mustn't|must not) (?:drink|eat|sit|swim|play|live|go|use) (?:[^ ]+ ){0,4}?(?:same|with (?:proper|normal|real))|(?:don't|do not|doesn't|does not) belong|(?:be|are) the bad guys|butt of every joke)";
/** A people driven out, cleared out or got rid of. */
const DRIVING =
  '(?:drive|drove|driven|chase|chased|clear|cleared|kick|kicked|throw|threw|thrown|force|forced|run|ran|push|pushed|send|sent|hound|hounded)';
const DRIVEN_OUT = `(?:(?:get|got|be) rid of|${DRIVING} (?:out|away))`;
/** A people's looks or voice mocked, or a beast's noises made at one of them. */
const MOCKED =
  '(?:(?:copy|mock|imitate|make fun of|laugh at|pull|do) (?:[^ ]+ ){0,4}?(?:eyes|accent|the way (?:they|he|she) (?:talk|speak|walk))|(?:monkey|ape|banana) (?:emoji|emojis|noise|noises|sound|sounds|chant|chants))';
/** A people's nature told as what everyone knows: "everyone knows what they're like". */
const KNOWN_NATURE =
  "(?:(?:everyone|everybody|we all|kids|children|you) (?:know|knows|learn|learns|see) what (?:they're|they be|they are) like|(?:that|that's|because that) (?:be )?how they (?:all )?(?:be|are))";
/** Hate named as what is asked for or told: "racist jokes", "something racist", "a proud racist". */
const HATE_WORD =
  '(?:racist|sexist|homophobic|transphobic|antisemitic|anti-semitic|bigoted|hateful|xenophobic)';
const HATE_ASKED_FOR = `(?:${HATE_WORD} (?:joke|jokes|story|stories|poem|poems|song|songs|chant|chants|rant|rants|speech|speeches|insult|insults|thing|things|stuff|comment|comments)|(?:something|anything|stuff|things) (?:really |very |super |so )?${HATE_WORD}|${HATE_WORD} (?:about|against|towards|to) (?:the |all |those )?(?:[^ ]+ )?(?:${MEMBERS}|${ONE_OF_THEM})|proud(?:ly)? (?:a )?${HATE_WORD}|hate speech)`;
/** Hate named to stand up to it, stop it or learn it is wrong: the story is against it. */
const AGAINST_HATE =
  "(?:stand up|stood up|stop|stops|stopped|speak up|spoke up|wrong|unfair|unkind|not okay|not ok|report|learn|learns|learned|sorry|apologi[sz]e|tell a teacher|told a teacher|brave|hurtful|(?:isn't|is not|wasn't|was not|be not) funny)";

export const HATE_FRAMES: readonly HarmFrame[] = [
  frame('slurs and hate', 'adult', [near(ANY_PEOPLE, SAID_OF_A_PEOPLE, 6)]),
  frame('slurs and hate', 'adult', [near(ONE_OF_A_PEOPLE, SENT_BACK, 8)]),
  frame('slurs and hate', 'adult', [near(DRIVEN_OUT, ANY_PEOPLE, 3)]),
  frame('slurs and hate', 'adult', [
    `${DRIVING} (?:all )?(?:of )?(?:the |those |these )?${ANY_PEOPLE} (?:out|away)`,
  ]),
  frame('slurs and hate', 'adult', [near('hate(?: on)?', ANY_PEOPLE, 1)]),
  {
    ...frame('slurs and hate', 'adult', [MOCKED, `(?:${ANY_PEOPLE}|${ONE_OF_A_PEOPLE})`]),
    unless: AGAINST_HATE,
  },
  frame('slurs and hate', 'adult', [ANY_PEOPLE, KNOWN_NATURE]),
  frame('slurs and hate', 'adult', [
    `(?:${DEMONYM}|${PEOPLE_NAMED}) and (?:greedy|dirty|lazy|stupid|smelly|sneaky|evil|dangerous)`,
  ]),
  frame('slurs and hate', 'adult', ['skin (?:be|is) (?:much |far )?too (?:dark|black|brown)']),
  frame('slurs and hate', 'adult', [
    near(ANY_PEOPLE, `(?:be |are |were |get |got )?${DRIVEN_OUT}`, 2),
  ]),
  { ...frame('slurs and hate', 'adult', [HATE_ASKED_FOR]), unless: AGAINST_HATE },
];
