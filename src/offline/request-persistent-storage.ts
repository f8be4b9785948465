// Asks the browser once, after the first story is saved, not to evict the device store under
// storage pressure; for the story repository. Asking earlier would prompt before there is anything to keep.

let asked = false;

export async function requestPersistentStorage(): Promise<boolean> {
  if (asked) return false;
  asked = true;
  const storage = globalThis.navigator?.storage;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
