import { expect } from '@playwright/test';
import {
  baseUrlOf,
  createCreator,
  masterApi,
  type SeededCreator,
  signInAsMasterAdmin,
} from '../support/api.ts';
import { expectAccessible, expectFitsPhone, test } from '../support/checks.ts';
import { signInFields } from '../support/ui.ts';

let creator: SeededCreator;

test.beforeAll(async ({ playwright }, testInfo) => {
  const master = await masterApi(playwright, baseUrlOf(testInfo));
  try {
    creator = await createCreator(master, `Cleo Creator ${Date.now().toString(36)}`);
  } finally {
    await master.dispose();
  }
});

test('a creator blocked by the master admin is stopped live, and cannot sign in again', async ({
  page,
  browser,
}) => {
  // Context A: the creator signs in and works in the creator portal.
  await page.goto('/login/creator-login');
  await signInFields(page).email.fill(creator.email);
  await signInFields(page).password.fill(creator.password);
  await signInFields(page).signIn.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Creator Portal' })).toBeVisible();
  const topBar = page.getByRole('banner');
  await expect(topBar.getByText('CREATOR PORTAL')).toBeVisible();
  await expect(topBar.getByText('Creator', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhone(page);
  // Anything that reloads the page would lose this mark.
  await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));

  // Context B: the master admin blocks the creator from the master home page.
  const masterContext = await browser.newContext();
  try {
    const master = await masterContext.newPage();
    await signInAsMasterAdmin(master.request);
    await master.goto('/master-home-page');
    const creators = master.getByRole('region', { name: 'Creators' });
    const row = creators.getByRole('row').filter({ hasText: creator.email });
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expectAccessible(master);
    await row.getByRole('switch', { name: `Block ${creator.name}` }).click();
    const confirm = master.getByRole('dialog', { name: 'Block creator?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(master);
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(master.getByText('Creator blocked.')).toBeVisible();
    await expect(row.getByText('Blocked', { exact: true })).toBeVisible();
  } finally {
    await masterContext.close();
  }

  // Back in context A, without any reload: the blocking dialog arrives over the event stream.
  const blocked = page.getByRole('dialog', { name: 'Your account has been blocked' });
  await expect(blocked).toBeVisible();
  expect(await page.evaluate(() => (window as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
  await expectAccessible(page);
  await blocked.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Signing in again is refused.
  await page.goto('/login/creator-login');
  await signInFields(page).email.fill(creator.email);
  await signInFields(page).password.fill(creator.password);
  await signInFields(page).signIn.click();
  await expect(page.getByText('User is blocked or archived.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\/creator-login$/);
});
