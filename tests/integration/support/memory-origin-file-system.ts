// The origin private file system (navigator.storage.getDirectory) in memory, for running the app's
// on-device model download in Node, which has none: folders, files written through a writable that
// commits on close (keeping the old bytes when asked, seeking to resume), moving and removing.
type Entry = MemoryFolder | { kind: 'file'; bytes: Uint8Array<ArrayBuffer> };

interface MemoryFolder {
  kind: 'directory';
  entries: Map<string, Entry>;
}

const notFound = (name: string) => new DOMException(`${name} was not found`, 'NotFoundError');

function fileHandle(folder: MemoryFolder, name: string) {
  const read = () => {
    const entry = folder.entries.get(name);
    if (entry?.kind !== 'file') throw notFound(name);
    return entry;
  };
  const handle = {
    kind: 'file' as const,
    getFile: async () => new File([read().bytes], name),
    async createWritable({ keepExistingData = false } = {}) {
      let bytes = keepExistingData ? read().bytes.slice() : new Uint8Array();
      let at = 0;
      return {
        seek: async (position: number) => void (at = position),
        async write(chunk: Uint8Array) {
          const grown = new Uint8Array(Math.max(bytes.byteLength, at + chunk.byteLength));
          grown.set(bytes);
          grown.set(chunk, at);
          bytes = grown;
          at += chunk.byteLength;
        },
        close: async () => void folder.entries.set(name, { kind: 'file', bytes }),
      };
    },
    async move(newName: string) {
      folder.entries.set(newName, read());
      folder.entries.delete(name);
      name = newName;
    },
  };
  return handle;
}

function folderHandle(folder: MemoryFolder) {
  return {
    kind: 'directory' as const,
    async getDirectoryHandle(name: string, { create = false } = {}) {
      let entry = folder.entries.get(name);
      if (!entry && create)
        folder.entries.set(name, (entry = { kind: 'directory', entries: new Map() }));
      if (entry?.kind !== 'directory') throw notFound(name);
      return folderHandle(entry);
    },
    async getFileHandle(name: string, { create = false } = {}) {
      if (!folder.entries.has(name)) {
        if (!create) throw notFound(name);
        folder.entries.set(name, { kind: 'file', bytes: new Uint8Array() });
      }
      return fileHandle(folder, name);
    },
    async removeEntry(name: string) {
      if (!folder.entries.delete(name)) throw notFound(name);
    },
    /** The names this folder holds, for a test to see what was kept. */
    names: () => [...folder.entries.keys()],
  };
}

export type MemoryFolderHandle = ReturnType<typeof folderHandle>;

/** A fresh, empty origin private file system: its root folder's handle. */
export function createMemoryOriginFileSystem(): MemoryFolderHandle {
  return folderHandle({ kind: 'directory', entries: new Map() });
}
