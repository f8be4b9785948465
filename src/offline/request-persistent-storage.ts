// Asks the browser, once the device holds its first story, not to evict the device store under
// storage pressure; for the story repository. Asking earlier would prompt before there is anything to keep.

export async function requestPersistentStorage(): Promise<boolean> {
  const storage = globalThis.navigator?.storage;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
