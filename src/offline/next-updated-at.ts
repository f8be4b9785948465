// The updated_at a local edit stamps, shared by the repositories and the sync engine's merge so both move a
// record's time the same way (conflict resolution compares these stamps).

/** ISO time strictly after `previous`, so every local edit moves updated_at forward even within one millisecond. */
export function nextUpdatedAt(previous?: string | null): string {
  const now = Date.now();
  const before = previous ? Date.parse(previous) : 0;
  return new Date(Math.max(now, Number.isNaN(before) ? 0 : before + 1)).toISOString();
}
