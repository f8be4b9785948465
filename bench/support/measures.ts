// The figures a storyteller bench prints, one a line: a label, the value as shown, and the issue's
// target with ✓ or ✗ where it has one.

/** The share of items that pass: the one counting loop behind every rate a bench prints. */
export function rate<T>(items: readonly T[], passes: (item: T) => boolean): number {
  return items.filter(passes).length / Math.max(1, items.length);
}

export function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}

export function p90(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.9 * sorted.length))] ?? Number.NaN;
}

export interface Measure {
  label: string;
  shown: string;
  /** The issue's target as printed, and whether the figure meets it; none for context figures. */
  target?: string;
  met?: boolean;
}

export const percent = (share: number) => `${(100 * share).toFixed(1)}%`;

export function share(label: string, value: number, bound?: { atLeast?: number; atMost?: number }) {
  if (!bound) return { label, shown: percent(value) };
  const { atLeast = -Infinity, atMost = Infinity } = bound;
  const target = bound.atLeast !== undefined ? `≥ ${percent(atLeast)}` : `≤ ${percent(atMost)}`;
  return { label, shown: percent(value), target, met: value >= atLeast && value <= atMost };
}

export function figure(label: string, value: number, digits: number, low: number, high = Infinity) {
  const target =
    high === Infinity ? `≥ ${low}` : low === -Infinity ? `≤ ${high}` : `${low}–${high}`;
  return { label, shown: value.toFixed(digits), target, met: value >= low && value <= high };
}

export function measureLine({ label, shown, target, met }: Measure): string {
  return `${met === undefined ? ' ' : met ? '✓' : '✗'} ${label}: ${shown}${target ? ` (target ${target})` : ''}`;
}
