// The serious and critical axe findings on the page as it is now, shared by every spec that checks a
// screen's accessibility.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const RULES = {
  wcag21: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  wcag2: ['wcag2a', 'wcag2aa'],
  every: [],
} as const;

export interface AxeScope {
  /** The part of the page to check (a CSS selector); the whole page when absent. */
  include?: string;
  /** A part of the page left out (a CSS selector). */
  exclude?: string;
  /** WCAG 2.1 A and AA (the default), WCAG 2.0 A and AA, or every axe rule, best practices included. */
  rules?: keyof typeof RULES;
}

export async function seriousFindings(
  page: Page,
  scope: string | AxeScope = {},
): Promise<string[]> {
  const {
    include,
    exclude,
    rules = 'wcag21',
  } = typeof scope === 'string' ? { include: scope } : scope;
  // Legacy mode runs axe in the page itself. The default runs it in parts and gathers them in a
  // blank page of its own, which is for cross-origin frames (the app has none): the same findings at
  // about twice the cost.
  const builder = new AxeBuilder({ page }).setLegacyMode();
  if (RULES[rules].length > 0) builder.withTags([...RULES[rules]]);
  if (include) builder.include(include);
  if (exclude) builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
