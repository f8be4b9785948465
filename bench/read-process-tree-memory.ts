// The resident memory of this process's descendants (the browser a bench launched), read from
// /proc on Linux: the largest one (the renderer running the page and its workers) and all together.
import { readdirSync, readFileSync } from 'node:fs';

export interface TreeMemory {
  largestBytes: number;
  totalBytes: number;
}

function readParentAndRss(pid: string): { parent: number; rssBytes: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    const rssBytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
    return { parent, rssBytes };
  } catch {
    return null;
  }
}

export function readProcessTreeMemory(root: number): TreeMemory {
  const processes = new Map<number, { parent: number; rssBytes: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const read = readParentAndRss(entry);
    if (read) processes.set(Number(entry), read);
  }
  const inTree = (pid: number): boolean => {
    for (let at = processes.get(pid)?.parent; at; at = processes.get(at)?.parent)
      if (at === root) return true;
    return false;
  };
  let largestBytes = 0;
  let totalBytes = 0;
  for (const [pid, { rssBytes }] of processes) {
    if (!inTree(pid)) continue;
    largestBytes = Math.max(largestBytes, rssBytes);
    totalBytes += rssBytes;
  }
  return { largestBytes, totalBytes };
}
