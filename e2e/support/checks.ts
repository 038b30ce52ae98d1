import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The journeys' `test`: each one fails when a page of its browser context breaks the Content-Security-Policy
 * (the server sends it to the journeys as to production), since the refused script, style, image or request
 * would leave a screen half working. Chromium reports each refusal on the console.
 */
export const test = base.extend<{ contentPolicyKept: undefined }>({
  contentPolicyKept: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** No serious or critical accessibility violations on what the page shows now. */
export async function expectAccessible(page: Page): Promise<void> {
  // A dialog fading in is half transparent: axe would measure its text against the page behind it.
  // Spinners and skeletons loop for ever: only the transitions that end are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
    ),
  ).toEqual([]);
}

/** The page fits a 360 px phone screen: nothing scrolls sideways. */
export async function expectFitsPhone(page: Page): Promise<void> {
  const previous = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  // Let the app answer the resize (media queries switch the menu to a drawer) before measuring.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (previous) await page.setViewportSize(previous);
  expect(overflow, 'horizontal overflow in px at 360 px wide').toBeLessThanOrEqual(0);
}
