// Remembers the owner-less stories this tab wrote before it knew whether a reader is signed in, for
// the session that becomes known later: those stories are that reader's and are adopted. Once the
// tab knows it has a visitor, their stories are theirs to move through the migration dialog instead.
const written = new Set<string>();
let visitor = false;

/** Called by the repository for every story written without an owner. */
export function noteOwnerlessStory(storyId: string): void {
  if (!visitor) written.add(storyId);
}

/** The session settled as signed out: what was written so far belongs to the visitor. */
export function markTabVisitor(): void {
  visitor = true;
  written.clear();
}

/** The stories a late session adopts, handed out once. */
export function takeTabOwnerlessStories(): string[] {
  const ids = [...written];
  written.clear();
  return ids;
}
