import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';

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

/** Until the transitions that end have ended: spinners and skeletons loop for ever and are not waited for. */
async function motionEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * axe's findings on the page now. The engine is given to each page once and run in it directly: the app has no
 * frames, so the wrapper's per-frame runs and the blank page it opens to merge them would only cost (they made
 * a scan about ten times slower).
 */
async function runAxe(page: Page): Promise<axe.AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
}

/** Serious and critical violations on the page now, and whether anything began to move while axe read it. */
async function scan(page: Page): Promise<{ bad: string[]; moved: boolean }> {
  await page.evaluate(() => {
    const flags = window as unknown as { axeSawMotion?: boolean };
    flags.axeSawMotion = false;
    const seen = () => {
      flags.axeSawMotion = true;
    };
    for (const type of ['transitionstart', 'animationstart'])
      document.addEventListener(type, seen, { capture: true, once: true });
  });
  const results = await runAxe(page);
  const moved = await page.evaluate(
    () => (window as unknown as { axeSawMotion?: boolean }).axeSawMotion === true,
  );
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
    );
  return { bad, moved };
}

/**
 * No serious or critical accessibility violations on what the page shows now. A dialog fading in is half
 * transparent, and a button enabled by data that arrives fades its colour in: axe would measure them between
 * two states no one sees. So the scan waits for motion to end first, and is made again when something began to
 * move while axe read the page (a busy machine makes that likely); a violation that stays is reported.
 */
export async function expectAccessible(page: Page): Promise<void> {
  let result = { bad: [] as string[], moved: true };
  for (let attempt = 0; attempt < 3 && result.moved; attempt++) {
    await motionEnded(page);
    result = await scan(page);
    if (result.bad.length === 0) break;
  }
  expect(result.bad).toEqual([]);
}

/** Until the page has drawn twice: the app has answered what was just done (a resize, a media query). */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** The page fits a 360 px phone screen: nothing scrolls sideways. */
export async function expectFitsPhone(page: Page): Promise<void> {
  const previous = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  // Let the app answer the resize (media queries switch the menu to a drawer) before measuring.
  await nextFrames(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (previous) {
    await page.setViewportSize(previous);
    // And answer the size given back before the test goes on measuring (a dialog leaves full screen).
    await nextFrames(page);
  }
  expect(overflow, 'horizontal overflow in px at 360 px wide').toBeLessThanOrEqual(0);
}
