// The serious and critical axe findings (WCAG 2.1 A/AA) on the page as it is now, shared by the specs
// that check a screen's accessibility.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousFindings(page: Page, include?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default runs it in parts and gathers them in a
  // blank page of its own, which is for cross-origin frames (the app has none): the same findings at
  // about twice the cost.
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode();
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
