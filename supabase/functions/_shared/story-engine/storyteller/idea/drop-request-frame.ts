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
  lol just really nice little bit of with no nothing scary`.split(/\s+/),
);

/**
 * The idea without a first sentence that is only its request, where a sentence that tells the
 * story follows it; otherwise the idea as typed.
 */
export function dropRequestFrame(text: string): string {
  const split = /^([^.!?]+)[.!?]+\s+(?=\S)/.exec(text);
  if (!split) return text;
  const words = (split[1] ?? '').toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  const asks = words.every(
    (word) => REQUEST_WORDS.has(word.replace(/’/g, "'")) || /^\d+$/.test(word),
  );
  const rest = text.slice(split[0].length);
  return asks && words.length > 0 && rest.split(/\s+/).length >= 4 ? rest : text;
}
