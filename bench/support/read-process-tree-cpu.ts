// The CPU seconds this process and its descendants have used, by program ('this process', then
// node, postgrest, postgres for the children), read from /proc on Linux: taken before and after a measured step, the difference is
// what each part of the stack spent on it. A process's reaped children count towards it, so the
// database's finished connections are not lost.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU fields on Linux. */
const TICKS_PER_SECOND = 100;

interface ProcessCpu {
  name: string;
  parent: number;
  seconds: number;
}

function readProcessCpu(pid: string): ProcessCpu | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const nameEnd = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, nameEnd);
    const fields = stat.slice(nameEnd + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    return { name, parent: Number(fields[1]), seconds: ticks / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

export function readProcessTreeCpu(root: number = process.pid): Record<string, number> {
  const processes = new Map<number, ProcessCpu>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const read = readProcessCpu(entry);
    if (read) processes.set(Number(entry), read);
  }
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at; at = processes.get(at)?.parent)
      if (at === root) return true;
    return false;
  };
  const byName: Record<string, number> = {};
  for (const [pid, { name, seconds }] of processes) {
    if (!inTree(pid)) continue;
    const label = pid === root ? 'this process' : name;
    byName[label] = (byName[label] ?? 0) + seconds;
  }
  return byName;
}

/** CPU milliseconds each program spent between two readings, per unit of work (a request, a pull). */
export function describeCpuPer(
  before: Record<string, number>,
  after: Record<string, number>,
  units: number,
  unit: string,
): string {
  const spent = Object.keys(after)
    .map((name) => ({ name, ms: ((after[name]! - (before[name] ?? 0)) * 1000) / units }))
    .filter(({ ms }) => ms > 0)
    .sort((a, b) => b.ms - a.ms);
  const total = spent.reduce((sum, { ms }) => sum + ms, 0);
  return `CPU per ${unit} ${total.toFixed(2)} ms (${spent.map(({ name, ms }) => `${name} ${ms.toFixed(2)}`).join(', ')})`;
}
