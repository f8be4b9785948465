// Whether a deed found in a text is negated or refused by the words just before it: "never pushed",
// "refused to lock", "instead of holding", "pretends to". Shared by the frame and scene readings.
const NEGATION =
  /(?:^| )(?:not|never|n't|don't|doesn't|didn't|won't|wouldn't|refuse|refuses|refused|instead of|without|pretend|pretends|pretended)(?: [^ ]+){0,2} ?$/;

export function negatedBefore(text: string, index: number): boolean {
  return NEGATION.test(text.slice(0, index));
}
