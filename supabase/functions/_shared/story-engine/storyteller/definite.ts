/** A noun phrase with "the" for its article: "a clever fox" becomes "the clever fox". */
export function definite(text: string): string {
  return text.replace(/^(a|an) /i, 'the ');
}
