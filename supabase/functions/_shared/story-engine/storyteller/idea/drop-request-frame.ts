// "something calm before bed. Phoukham rows home along the Mekong", "for my dad who loves cosy
// crime. a retired fisherman …": a first sentence that only says what kind of story is wanted, and
// for whom, asks for the story and is no part of it. Read as part of it, "bed" led the story.

/** Words that only ask for a story: its mood, its kind, who it is for and when it is read. */
const REQUEST_WORDS = new Set(
  `a an some something one story stories tale tales bedtime mystery crime cosy cozy calm quiet chill
  slow gentle silly funny sad relaxing soothing comforting hopeful happy short long sleepy
  please pls plz thanks for to me my our i im i'm you u can could would write make read tell
  grown grown-up grown-ups ups adult adults teen teens teenager teenagers kid kids child children
  before after bed sleep asleep fall falling help when cant can't who loves love likes like and but
  dad mum mom nan gran grandma grandad grandpa granny husband wife son daughter boy girl
  shes she's hes he's is yr yrs year years old yo very stressed out switch off at night
  lol just really nice little bit of with no nothing scary
  epic hard hard-ish dark grimdark gory magic magical fairy folk values educational not too
  fantasy sci-fi scifi sf science fiction adventure fable fairytale myth saga quest realism comedy
  thriller romance premise retelling`.split(/\s+/),
);

/** Words that name a kind of story: a clause of request words with one of them asks for it. */
const GENRE_WORDS = new Set(
  `story stories tale tales bedtime mystery crime fantasy sci-fi scifi sf fiction adventure fable
  fairytale myth saga quest realism comedy thriller romance`.split(/\s+/),
);

const asked = (words: readonly string[]) =>
  words.length > 0 &&
  words.every((word) => REQUEST_WORDS.has(word.replace(/’/g, "'")) || /^\d+$/.test(word));

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];

/**
 * How much of the idea's start only asks for a story, given whether a frame was already dropped
 * before it: "hard sci-fi. Wen is …", "magic realism: a baker …", "epic fantasy, dark but not too
 * dark, aging queen Samira …", "epic fantasy with a girl knight Yuna …". A clause ending in a
 * comma, or words before "with a", ask only where they name a kind of story or follow one that did.
 */
function frameLength(text: string, dropped: boolean): number {
  const sentence = /^([^.!?:]+)[.!?:]+\s+(?=\S)/.exec(text);
  if (sentence && asked(wordsOf(sentence[1] ?? ''))) return sentence[0].length;
  const clause =
    /^([^.!?:,]+),\s+(?=\S)/.exec(text) ?? /^([^.!?:,]+?)\s+with\s+(?=an?\s)/i.exec(text);
  if (!clause) return 0;
  const words = wordsOf(clause[1] ?? '');
  // "Bedtime story for my 11 yr old, Aoibhinn, about …", "bedtime story for me, a tired nurse": who
  // the story is for may be set after the comma, and is its hero.
  if (/\bfor\s+(me|my|our|\p{Lu})/u.test(clause[1] ?? '')) return 0;
  const named = dropped || words.some((word) => GENRE_WORDS.has(word));
  return named && asked(words) ? clause[0].length : 0;
}

/**
 * The idea without a first sentence that is only its request, where a sentence that tells the
 * story follows it; otherwise the idea as typed.
 */
export function dropRequestFrame(text: string): string {
  let rest = text;
  for (let length = frameLength(rest, false); length > 0; length = frameLength(rest, true)) {
    const after = rest.slice(length);
    // "a bedtime story for grown ups, calm and slow, about a night ferry": what it is about needs
    // the words that ask for it.
    if (/^(about|where|with|of)\s/i.test(after)) return text;
    if (after.split(/\s+/).length < 4) break;
    rest = after;
  }
  return rest;
}
