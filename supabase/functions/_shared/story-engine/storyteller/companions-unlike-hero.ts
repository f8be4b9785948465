// A genre's stock companion is never the hero's own kind: a baby owl is kept company by a dormouse
// or a badger, never by "a tiny night owl", which the reader could not tell apart from the hero.
export function companionsUnlikeHero(
  companions: readonly string[],
  kind: string,
): readonly string[] {
  const head = kind.split(' ').pop() ?? kind;
  const others = companions.filter((companion) => !companion.endsWith(` ${head}`));
  return others.length > 0 ? others : companions;
}
