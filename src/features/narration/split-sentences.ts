// Cuts story text into the pieces the device voice speaks one at a time. Chrome stops a single
// long utterance after about 15 s, so long sentences are cut again at commas and semicolons.

const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'prof',
  'sr',
  'jr',
  'mt',
  'capt',
  'sgt',
  'lt',
  'col',
  'gen',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'a.m',
  'p.m',
  'no',
  'fig',
]);

/** Characters a device voice reads in roughly 12 seconds at normal rate. */
export const MAX_UTTERANCE_CHARS = 180;

export interface SentencePiece {
  text: string;
  /** Offset of the piece in the original text, for highlighting. */
  start: number;
  end: number;
}

function endsWithAbbreviation(segment: string): boolean {
  const lastWord = segment.trim().split(/\s+/).pop() ?? '';
  return ABBREVIATIONS.has(lastWord.replace(/\.$/, '').toLowerCase());
}

function continuesQuote(previous: string, next: string): boolean {
  return /[!?]["”’]?\s*$/.test(previous) && /^["”’]?\s*[a-z]/.test(next);
}

/** Packs units (clauses, or words for an overlong clause) into pieces no longer than the limit. */
function packUnits(units: string[], offset: number): SentencePiece[] {
  const pieces: SentencePiece[] = [];
  let current = '';
  let currentStart = offset;
  for (const unit of units) {
    if (current && (current + unit).trim().length > MAX_UTTERANCE_CHARS) {
      pieces.push({
        text: current.trim(),
        start: currentStart,
        end: currentStart + current.length,
      });
      currentStart += current.length;
      current = '';
    }
    current += unit;
  }
  if (current.trim())
    pieces.push({ text: current.trim(), start: currentStart, end: currentStart + current.length });
  return pieces;
}

function cutLongPiece(piece: SentencePiece): SentencePiece[] {
  if (piece.text.length <= MAX_UTTERANCE_CHARS) return [piece];
  const clauses = piece.text.split(/(?<=[,;:—–]\s+)/);
  return packUnits(clauses, piece.start).flatMap((clausePiece) =>
    clausePiece.text.length <= MAX_UTTERANCE_CHARS
      ? [clausePiece]
      : packUnits(clausePiece.text.split(/(?<=\s)/), clausePiece.start),
  );
}

const segmenters = new Map<string, Intl.Segmenter>();

function readSegmenter(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

// The page's first segmenter loads the language's break rules: 12-14 ms of one task on this
// machine, four times that on a phone. It is made in a task of its own once the reader's code has
// loaded, instead of inside the reader's first render (or hydration) of the story.
if (typeof window !== 'undefined') setTimeout(() => readSegmenter('en'), 0);

export function splitSentences(text: string, locale = 'en'): SentencePiece[] {
  const segmenter = readSegmenter(locale);
  const merged: SentencePiece[] = [];
  for (const { segment, index } of segmenter.segment(text)) {
    const previous = merged[merged.length - 1];
    if (
      previous &&
      (endsWithAbbreviation(previous.text) || continuesQuote(previous.text, segment))
    ) {
      previous.text += segment;
      previous.end = index + segment.length;
    } else {
      merged.push({ text: segment, start: index, end: index + segment.length });
    }
  }
  return merged
    .map((piece) => ({ ...piece, text: piece.text.trim() }))
    .filter((piece) => piece.text.length > 0)
    .flatMap(cutLongPiece);
}
