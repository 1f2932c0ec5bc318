/** axe-core's WCAG 2 A/AA check, shared by the specs that look at the studio's accessibility. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core's WCAG 2 A/AA rules on the page as it stands: no violation, each named with where it is. */
export async function expectAxeClean(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const found = violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${v.help}`),
  );
  expect(found, `axe violations ${where}`).toEqual([]);
}
