import { tagWords } from '../read-english.ts';
import { capitalise } from '../../../capitalise.ts';

// Given names of many origins that the tagger's own lists lack, by the pronoun families use for
// them, so that "Agnes" or "Kwabena" is never told with a pronoun tossed from the name's letters.
// Names given to girls and boys alike ("Kai", "Ren", "Sena") are left out.
const SHE_NAMES = new Set(
  'ruby rose daisy lily ivy holly hazel violet pearl jasmine willow amber jade poppy priya ngozi aoife amara ananya yuki ling xiu katarzyna agnieszka svetlana kalani chiamaka adaeze abena akosua ama efua esi yaa halima thandiwe zanele nomvula saoirse roisin róisín maeve freya sigrid anjali deepa kavya meera lakshmi divya shreya aditi moana sana hira mahnoor nilufar gulnara aigerim dilnoza keiko aiko emi haruka yui seo-yeon minji eun-ji thao ngoc hoa chiara giulia defne margit liesel ottilie shirin nasrin parisa soraya mahsa roya kasia zosia basia gosia agata orla caoimhe grainne sinead nasra hafsa esra imogen solveig linnea leonor chioma ifeoma nkechi folake yetunde wanjiru akinyi njeri katya pooja neha isha aanya poppy maya imani larysa halina betelhem tove marisol ines soo-ah mairi eilidh'.split(
    ' ',
  ),
);
const HE_NAMES = new Set(
  'olek kwabena hiroshi marek anil sunil chidi kwame kofi kojo yaw kwesi ebo emeka obinna chinedu tunde femi dayo segun olu thabo sipho themba bongani jabari juma omari baraka tariq imran farhan ravi vikram kabir karan kenji takeshi sota daiki hiro kaito ming bao minh duc tuan huy jae-won min-jun ji-ho seo-jun bartek mateusz pawel paweł luca santiago diego oisin oisín cillian niall emre burak kerem arda tane wiremu manaia keanu koa rustam timur bekzod askar dawit tesfaye berhane raj arash dariush kian omid babak farhad navid kaveh idris zayd cian cormac tadhg darragh ruairi kuba wojtek bartosz musa kwaku kobby tendai tafadzwa kamau otieno leo finn gethin hosea joshua misha ilya mustafa hamza yahya isa dima'.split(
    ' ',
  ),
);

/** Whether a list, the tagger's or these, knows the name as a girl's or a boy's. */
export function isListedGivenName(name: string): boolean {
  const first = name.split(/\s+/)[0] ?? '';
  const tags = tagWords(capitalise(first))[0]?.tags;
  const lower = first.toLowerCase();
  return (
    tags?.has('FemaleName') === true ||
    tags?.has('MaleName') === true ||
    SHE_NAMES.has(lower) ||
    HE_NAMES.has(lower)
  );
}

/**
 * "she" or "he" for a given name families give to girls or to boys, by its first word ("Agnes
 * Whitfield" is Agnes), from the tagger's lists or these; null when it is not known.
 */
export function givenNamePronoun(name: string): 'she' | 'he' | null {
  const first = name.split(/\s+/)[0] ?? '';
  if (!/^\p{Lu}/u.test(first)) return null;
  const tags = tagWords(first)[0]?.tags;
  const lower = first.toLowerCase();
  if (tags?.has('FemaleName') || SHE_NAMES.has(lower)) return 'she';
  if (tags?.has('MaleName') || HE_NAMES.has(lower)) return 'he';
  // "Larysa", "Halina", "Camila": a name no list knows that ends in "a" is, in most of the
  // languages families type, a girl's ("Luca" and "Mustafa" are listed above).
  if (/[^aeiou]a$/.test(lower) && lower.length > 3) return 'she';
  return null;
}
