import { expect } from '@playwright/test';
import { expectAccessible, test } from '../support/checks.ts';

// Every journey relies on expectAccessible; this one shows it still catches what it is there to catch.

test('the accessibility check passes the sign-in page and fails it once a button loses its name, and text its contrast', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectAccessible(page);

  await page.evaluate(() => {
    const unnamed = document.createElement('button');
    document.body.append(unnamed);
  });
  const refusal = await expectAccessible(page).then(
    () => 'passed',
    (error: Error) => error.message,
  );
  expect(refusal).toContain('button-name (critical)');

  await page.evaluate(() => {
    document.querySelectorAll('button:empty').forEach((button) => {
      button.remove();
    });
    const faint = document.createElement('p');
    faint.textContent = 'Hardly readable';
    faint.style.color = '#f0f0f0';
    faint.style.background = '#ffffff';
    document.body.append(faint);
  });
  const faintRefusal = await expectAccessible(page).then(
    () => 'passed',
    (error: Error) => error.message,
  );
  expect(faintRefusal).toContain('color-contrast (serious)');
});
