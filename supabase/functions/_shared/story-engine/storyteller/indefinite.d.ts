// The indefinite package ships no types; this is the one call the storyteller makes.
declare module 'indefinite' {
  export default function indefinite(
    word: string,
    options?: { capitalize?: boolean; caseInsensitive?: boolean },
  ): string;
}
