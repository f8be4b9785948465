// An idea typed all in capitals, as a child shouts on a phone, read as if typed in lower case.

/**
 * "INES AND HER DOG SAIL OUT IN A STORM": an idea whose words are nearly all in capitals is read
 * in lower case, so "SAIL" is never a dog's name nor "STORM" a place; the names in it are then
 * read as lower-case names are. An idea with a shouted word or two ("SNOW DAY!! Kai …") keeps them.
 */
export function unshouted(text: string): string {
  const words = text.match(/\p{L}{2,}/gu) ?? [];
  const shouted = words.filter((word) => word === word.toUpperCase()).length;
  return words.length >= 4 && shouted >= words.length * 0.8 ? text.toLowerCase() : text;
}
