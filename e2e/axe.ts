// axe-core (WCAG 2.1 A and AA rules) on what the page shows now: a serious or critical violation fails the spec,
// listed with the elements it was found on.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical violations on the page (or inside `include`, a CSS selector), one line each. */
export const seriousViolations = async (page: Page, include?: string) => {
  // Only the violations are listed in full: axe then keeps one example of each pass, not every element that
  // passed, which makes a check of a long page several times cheaper.
  let builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
      ),
    );
};

/** Fails with the list when the page (or the part `include` selects) has a serious or critical violation. */
export const expectAccessible = async (page: Page, what: string, include?: string) => {
  expect(await seriousViolations(page, include), `accessibility of ${what}`).toEqual([]);
};
