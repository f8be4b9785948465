// The on-device model's files in the origin private file system, never in the service worker's
// precache: "<sha256>.part" while it downloads, "<sha256>.gguf" once its hash has been checked.
const FOLDER = 'on-device-model';

async function folder(): Promise<FileSystemDirectoryHandle> {
  const root = await navigator.storage.getDirectory();
  return root.getDirectoryHandle(FOLDER, { create: true });
}

export const partName = (sha256: string) => `${sha256}.part`;
export const modelName = (sha256: string) => `${sha256}.gguf`;

export async function openModelFile(name: string): Promise<File | null> {
  try {
    return await (await (await folder()).getFileHandle(name)).getFile();
  } catch {
    return null;
  }
}

export async function openWritable(
  name: string,
  keepExisting: boolean,
): Promise<FileSystemWritableFileStream> {
  const handle = await (await folder()).getFileHandle(name, { create: true });
  return handle.createWritable({ keepExistingData: keepExisting });
}

/** Marks a checked download as the model: its bytes are moved, not copied. */
export async function promoteDownload(sha256: string): Promise<void> {
  const directory = await folder();
  const handle = (await directory.getFileHandle(partName(sha256))) as FileSystemFileHandle & {
    move(name: string): Promise<void>;
  };
  await handle.move(modelName(sha256));
}

export async function removeModelFile(name: string): Promise<void> {
  try {
    await (await folder()).removeEntry(name);
  } catch {
    // Already gone is what was asked for.
  }
}

/** Deletes every model file, a half-finished download and one of an older model included. */
export async function removeAllModelFiles(): Promise<void> {
  const root = await navigator.storage.getDirectory();
  try {
    await root.removeEntry(FOLDER, { recursive: true });
  } catch {
    // No folder means nothing was kept.
  }
}
