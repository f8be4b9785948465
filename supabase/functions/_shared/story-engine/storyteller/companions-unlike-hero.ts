// A genre's stock companion is never the hero's own kind: a baby owl is kept company by a dormouse
// or a badger, never by "a tiny night owl", which the reader could not tell apart from the hero.
// A teenager or a grown-up is kept company by an animal, never by a toy ("a soft teddy bear").
export function companionsUnlikeHero(
  companions: readonly string[],
  kind: string,
  grown = false,
): readonly string[] {
  const head = kind.split(' ').pop() ?? kind;
  const others = companions.filter(
    (companion) => !companion.endsWith(` ${head}`) && !(grown && TOYS.test(companion)),
  );
  return others.length > 0 ? others : companions;
}

const TOYS = /\b(teddy|toy|doll|rag)\b/;
