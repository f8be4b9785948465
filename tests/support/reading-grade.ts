// How the storyteller's unit tests read a told part as the quality bench does: its sentences and
// the mean Flesch–Kincaid grade of a set of parts.
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

export const sentencesOf = (part: string) => part.match(/[^.!?]+[.!?]+["”]?/g) ?? [];

export function readingGrade(parts: readonly string[]): number {
  const grades = parts.map((part) => {
    const words = part.match(/[\p{L}’']+/gu) ?? [];
    return fleschKincaid({
      sentence: Math.max(1, sentencesOf(part).length),
      word: words.length,
      syllable: words.reduce((sum, word) => sum + syllable(word), 0),
    });
  });
  return grades.reduce((sum, grade) => sum + grade, 0) / grades.length;
}
