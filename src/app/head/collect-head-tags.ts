/** One tag of the document head a page asks for, as the router's `head` option gave it. */
export interface HeadTag {
  tag: 'title' | 'meta';
  attrs: Record<string, string>;
  text?: string;
}

interface MetaEntry {
  title?: string;
  name?: string;
  property?: string;
}

/** The deepest route's title and each meta name or property once, deepest first, as the router merges them. */
export function collectHeadTags(
  matches: ReadonlyArray<{ meta?: ReadonlyArray<object | undefined> }>,
): HeadTag[] {
  const tags: HeadTag[] = [];
  const seen = new Set<string>();
  for (const match of [...matches].reverse()) {
    for (const item of match.meta ?? []) {
      if (!item) continue;
      const entry = item as MetaEntry;
      if (entry.title !== undefined) {
        if (seen.has('title')) continue;
        seen.add('title');
        tags.push({ tag: 'title', attrs: {}, text: entry.title });
        continue;
      }
      const key = entry.name ?? entry.property;
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const attrs = Object.fromEntries(
        Object.entries(entry).filter(
          (pair): pair is [string, string] => typeof pair[1] === 'string',
        ),
      );
      tags.push({ tag: 'meta', attrs });
    }
  }
  return tags;
}
