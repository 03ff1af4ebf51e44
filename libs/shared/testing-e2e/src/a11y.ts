import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The widths every page is checked at: a phone (iPhone 12-15) and a desktop. */
export const A11Y_VIEWPORTS = [
  { name: 'телефон', width: 390, height: 844 },
  { name: 'компьютер', width: 1280, height: 800 },
] as const;

/** The impacts that fail a check; moderate and minor ones are reported by Lighthouse and reviews, not here. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.2 A and AA rules and axe's best practices) on the page as it is now and fails on any
 * serious or critical violation, naming the rule, what it asks for and where it failed.
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const failing = violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n')}`,
    );
  expect(failing, `axe на ${label}`).toEqual([]);
}
