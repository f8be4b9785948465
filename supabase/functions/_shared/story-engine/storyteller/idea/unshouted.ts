// An idea typed all in capitals, as a child shouts on a phone, read as if typed in lower case; and a
// name shouted in an idea typed otherwise, read as a name.
import { lexiconTags } from './lexicon-tags.ts';
import { isListedGivenName } from './given-names.ts';
import { capitalise } from '../../../capitalise.ts';

/**
 * "INES AND HER DOG SAIL OUT IN A STORM": an idea whose words are nearly all in capitals is read
 * in lower case, so "SAIL" is never a dog's name nor "STORM" a place; the names in it are then
 * read as lower-case names are. An idea with a shouted word or two ("SNOW DAY!! Kai …") keeps them,
 * but "and ADUNNI has to catch them" is Adunni: a shouted word no lexicon knows, before what it
 * does, or a listed given name, is a name.
 */
const RELATION_BEFORE = /\b(?:son|daughter|sister|brother|cousin|grandson|granddaughter)\s+$/i;

export function unshouted(text: string): string {
  const words = text.match(/\p{L}{2,}/gu) ?? [];
  const shouted = words.filter((word) => word === word.toUpperCase()).length;
  if (words.length >= 4 && shouted >= words.length * 0.8) return text.toLowerCase();
  return text.replace(
    /\b(\p{Lu}{3,})\b(?=(\s+\p{Ll}+)?)/gu,
    (word, _name, next: string = '', at: number) => {
      const lower = word.toLowerCase();
      const acts =
        /^\s+(has|is|was|wants|needs|must|can|will|and|doesnt|loves|hates|likes|keeps)$/.test(next);
      // "my daughter LIGAYA": after who a child is to the asker, their name; "her robot best friend
      // BOLT" and "a navigator called ORION" keep the capitals a machine's name is typed in.
      const related = RELATION_BEFORE.test(text.slice(0, at));
      return lexiconTags(lower).length === 0 && (acts || related || isListedGivenName(lower))
        ? capitalise(lower)
        : word;
    },
  );
}
